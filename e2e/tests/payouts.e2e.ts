import { createHash } from 'node:crypto'
import { formatIDR, type AdminPayout, type Balance } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, DEMO_SHOPPER, login, signInAs } from '../support/accounts.ts'
import {
  allowConsole,
  baseURL,
  expectNoPageErrors,
  screenshotsAtBothSizes,
  useBrowser,
} from '../support/browser.ts'
import { findInbox } from '../support/fulfilment.ts'
import { createSeller } from '../support/sellers.ts'
import { twinKey } from '../support/twins.ts'

const browser = useBrowser()

/**
 * The local Iris twin's merchant key (apps/api/src/providers/payout/local/index.ts): the test
 * signs Iris' notification with it.
 */
const merchantKey = () => `IRIS-local-merchant-${twinKey('local-iris-merchant').slice(0, 32)}`

describe('payouts', () => {
  it('a sale completes, the seller withdraws, the operator approves and the payout completes', async () => {
    // A shipped demo order: the demo shopper says it arrived, so the sale completes.
    const inbox = await findInbox('SHIPPED', 1)
    const shipped = inbox.page.data[0]
    if (!shipped) throw new Error('unreachable')
    const shopper = await login(DEMO_SHOPPER)
    const before = await apiAs<{ data: Balance }>(
      inbox.token,
      'GET',
      `/api/v1/stores/${inbox.store.slug}/balance`,
    )
    await apiAs(
      shopper.accessToken,
      'POST',
      `/api/v1/orders/${shipped.orderId}/store-orders/${shipped.id}/receive`,
    )
    // The sale is the items less the store's voucher, plus shipping, less the fee on those items
    // (docs/decisions/1016-vouchers.md); a demo order may carry a voucher.
    const items = shipped.itemsTotal - shipped.discount.store
    const fee = Math.round((items * 5) / 100)
    const proceeds = items + shipped.shipping.price - fee
    const available = before.data.available + proceeds

    const page = await browser.newPage('desktop')
    expectNoPageErrors(page)
    await signInAs(page, inbox.account)
    await page.goto(`/dashboard/stores/${inbox.store.slug}`)
    await page
      .getByRole('navigation', { name: 'Store sections' })
      .getByRole('link', { name: 'Finance' })
      .click()
    await page.getByRole('heading', { name: 'Finance' }).waitFor()
    const availableCard = page.locator('dl div').filter({ hasText: 'Available' })
    await availableCard.getByText(formatIDR(available)).waitFor()
    await page.locator(`a:visible:has-text("Order #${shipped.orderId}")`).first().waitFor()

    // The bank account: bank, number, the bank's check fills the holder's name, save.
    const withdraw = page.getByRole('button', { name: 'Withdraw' })
    const hasAccount = await page.getByRole('button', { name: 'Change' }).isVisible()
    if (hasAccount) await page.getByRole('button', { name: 'Change' }).click()
    else expect(await withdraw.isDisabled()).toBe(true)
    await page.getByRole('combobox', { name: 'Bank' }).click()
    await page.getByRole('option', { name: 'Mandiri' }).click()
    await page.getByLabel('Account number').fill('1234')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Account number must be 6 to 20 digits').waitFor()
    await page.getByLabel('Account number').fill('1300012345678')
    await page.getByRole('button', { name: 'Check account' }).click()
    await expect
      .poll(() => page.getByLabel('Account holder name').inputValue())
      .toMatch(/^[A-Z]+ [A-Z]+$/)
    const holder = await page.getByLabel('Account holder name').inputValue()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('checked with the bank').waitFor()
    await page.getByText(holder).waitFor()

    // Withdraw: too little and too much are refused in the dialog, then Rp 10.000 goes.
    await withdraw.click()
    const dialog = page.getByRole('dialog', { name: 'Withdraw' })
    await dialog.getByText(formatIDR(available)).waitFor()
    await dialog.getByLabel('Amount (Rp)').fill('5000')
    await dialog.getByRole('button', { name: 'Withdraw' }).click()
    await dialog.getByText('The minimum withdrawal is Rp 10.000').waitFor()
    await dialog.getByLabel('Amount (Rp)').fill(String(available + 1))
    await dialog.getByRole('button', { name: 'Withdraw' }).click()
    await dialog.getByText(`You can withdraw at most ${formatIDR(available)}`).waitFor()
    await dialog.getByLabel('Amount (Rp)').fill('10.000')
    await dialog.getByRole('button', { name: 'Withdraw' }).click()
    await page.getByText('Withdrawal of Rp 10.000 requested.').waitFor()
    await page.getByText('Waiting for approval').first().waitFor()
    await availableCard.getByText(formatIDR(available - 10_000)).waitFor()

    // The operator approves it (through the API: the console is another screen).
    const operator = await createAccount({
      email: 'ops@pasar.test',
      username: 'ops_pasar',
      name: 'Pasar Operations',
    })
    const ops = await login(operator)
    const waiting = await apiAs<{ data: AdminPayout[] }>(
      ops.accessToken,
      'GET',
      '/api/v1/admin/payouts?status=REQUESTED&limit=100',
    )
    const payout = waiting.data.find((p) => p.store.slug === inbox.store.slug)
    if (!payout) throw new Error('the payout is not waiting for approval')
    expect(payout).toMatchObject({ amount: 10_000, bankAccount: { accountName: holder } })
    const approved = await apiAs<{ data: AdminPayout }>(
      ops.accessToken,
      'POST',
      `/api/v1/admin/payouts/${payout.id}/approve`,
    )
    expect(approved.data.status).toBe('PROCESSING')

    // Iris notifies; the shop asks Iris, which says completed.
    const { referenceNo } = twinReference(payout.id)
    const raw = JSON.stringify({
      reference_no: referenceNo,
      amount: '10000.00',
      status: 'completed',
    })
    const notified = await fetch(`${baseURL()}/api/v1/payouts/iris/notification`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'iris-signature': createHash('sha512')
          .update(raw + merchantKey())
          .digest('hex'),
      },
      body: raw,
    })
    expect(notified.status).toBe(200)

    await page.reload()
    await page.getByText('Completed').first().waitFor()
    await page.getByRole('cell', { name: `Withdrawal #${payout.id}` }).waitFor()
    await page.locator('td:visible:has-text("−Rp 10.000")').first().waitFor()
    await screenshotsAtBothSizes(page, 'finance', { docs: true, accessible: true })
  })

  it("says when the bank account's form cannot load, and 'Try again' loads the page afresh", async () => {
    // docs/decisions/0983: the form's code loads on its own; a seller with no account yet sees
    // it at once, so a failed download must say so, not stay a skeleton.
    const seller = await createSeller()
    const page = await browser.newPage('phone')
    let reachable = false
    await page.route(/\/assets\/bank-account-form-[\w-]{8}\.js$/, (route) =>
      reachable ? route.continue() : route.abort(),
    )
    allowConsole(page, [
      /\/assets\/bank-account-form-/,
      /Failed to fetch dynamically imported module/,
      /An error occurred in one of your React components/,
    ])
    await signInAs(page, seller.account)
    await page.goto(`/dashboard/stores/${seller.store.slug}/finance`)
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'The bank account could not be loaded' })
    await failed.waitFor()
    await screenshotsAtBothSizes(page, 'finance-bank-form-not-loaded', { accessible: true })

    reachable = true
    const fresh = page.waitForEvent('load')
    await failed.getByRole('button', { name: 'Try again' }).click()
    await fresh
    await page.getByRole('combobox', { name: 'Bank' }).waitFor()
    expect(await failed.count()).toBe(0)
    expectNoPageErrors(page)
  })
})

/**
 * The payout's reference at the local Iris twin: derived from the shop's idempotency key for the
 * payout (apps/api/src/providers/payout/local/twin.ts `twinReference`).
 */
function twinReference(payoutId: number) {
  return {
    referenceNo: createHash('sha256').update(`pasar-payout-${payoutId}`).digest('hex').slice(0, 18),
  }
}
