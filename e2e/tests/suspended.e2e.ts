import type { LoginResponse } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, login, signInAs, type Account } from '../support/accounts.ts'
import { allowConsole, screenshotsAtBothSizes, useBrowser } from '../support/browser.ts'
import { createProduct, createSeller } from '../support/sellers.ts'

// Suspension is said plainly (docs/product.md#operator-console): a suspended seller reads why on
// the sign-in screen, is not sent away from public pages, and their products leave them.
// In Indonesian, at 390 and 1280 px.

const browser = useBrowser()
// An operator by ADMIN_EMAILS of the e2e server (support/global-setup.ts).
const OPERATOR: Account = {
  email: 'suspend-ops@pasar.test',
  username: 'ops_suspend',
  name: 'Wayan Operator',
  password: 'correct-horse',
}

async function operatorSession(): Promise<LoginResponse> {
  await createAccount(OPERATOR).catch(() => undefined)
  return login(OPERATOR)
}

const REASON = 'Menjual barang palsu'
const MESSAGE = `Akun ini ditangguhkan: ${REASON}. Hubungi dukungan di support@pasar.id.`

describe('a suspended seller', () => {
  it('stays on a public page, reads the reason when signing in, and their product is gone', async () => {
    const seller = await createSeller()
    const product = await createProduct(seller, {
      name: 'Kain Tenun Ikat',
      price: 350_000,
      stock: 3,
    })
    const page = await browser.newPage('phone', 'id-ID')
    // The refused refresh and sign-in, and the closed product page, are logged as failed loads.
    allowConsole(page, [/status of 40[134]/])
    const session = await signInAs(page, seller.account)

    const operator = await operatorSession()
    await apiAs(operator.accessToken, 'POST', `/api/v1/admin/users/${session.data.id}/suspend`, {
      reason: REASON,
    })

    // A public page stays open: the stale session ends with the reason, the page stays.
    await page.goto('/products')
    await expect
      .poll(() => page.getByText(MESSAGE).first().isVisible(), { timeout: 15_000 })
      .toBe(true)
    expect(new URL(page.url()).pathname).toBe('/products')
    expect(await page.evaluate(() => localStorage.getItem('root'))).not.toContain('accessToken')

    // Their product left the catalogue.
    await page.goto(`/product/${product.uuid}`)
    await expect
      .poll(
        () =>
          page
            .getByText(/tidak ditemukan/i)
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true)

    // Signing in says why, above the form.
    await page.goto('/sign-in')
    await page.getByLabel('Email').fill(seller.account.email)
    await page.getByLabel('Kata sandi').fill(seller.account.password)
    await page.getByRole('button', { name: 'Lanjut' }).click()
    const alert = page.getByRole('alert').filter({ hasText: REASON })
    await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await alert.textContent()).toContain(MESSAGE)
    expect(new URL(page.url()).pathname).toBe('/sign-in')
    await screenshotsAtBothSizes(page, 'id-suspended-sign-in', { accessible: true })
  })
})
