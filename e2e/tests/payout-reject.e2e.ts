import {
  formatIDR,
  type AdminPayout,
  type Balance,
  type BankAccount,
  type Store,
} from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, login, signInAs, type Account } from '../support/accounts.ts'
import {
  expectNoPageErrors,
  screenshotsAtBothSizes,
  useBrowser,
  withToast,
} from '../support/browser.ts'
import { DEMO_SELLERS } from '../support/fulfilment.ts'

// An operator rejects a seller's payout with a reason; the seller sees it back in the available
// balance, the reason beside the payout and the ledger's return (docs/decisions/1012).

const browser = useBrowser()
// An operator of its own (support/global-setup.ts): the console's test makes operator@pasar.test.
const OPERATOR: Account = {
  email: 'payout-ops@pasar.test',
  username: 'payout_operator',
  name: 'Made Operator',
  password: 'correct-horse',
}
const REASON = 'The account holder is not the store owner. Please add an account in your own name.'

/** A demo store with at least Rp 20.000 available, its owner and their session. */
async function storeWithMoney() {
  for (const account of DEMO_SELLERS) {
    const { accessToken: token } = await login(account)
    const { data: stores } = await apiAs<{ data: Store[] }>(token, 'GET', '/api/v1/stores/user')
    for (const store of stores) {
      const { data } = await apiAs<{ data: Balance }>(
        token,
        'GET',
        `/api/v1/stores/${store.slug}/balance`,
      )
      if (data.available >= 20_000) return { account, token, store }
    }
  }
  throw new Error('no demo store has Rp 20.000 available')
}

/** Gives the store a bank account (as the bank names its holder) unless it has one. */
async function ensureBankAccount(token: string, slug: string) {
  const { data } = await apiAs<{ data: BankAccount | null }>(
    token,
    'GET',
    `/api/v1/stores/${slug}/bank-account`,
  )
  if (data) return
  const number = '8811223344'
  const check = await apiAs<{ data: { accountName: string } }>(
    token,
    'GET',
    `/api/v1/stores/${slug}/bank-account/check?bankCode=bni&accountNumber=${number}`,
  )
  await apiAs(token, 'PUT', `/api/v1/stores/${slug}/bank-account`, {
    bankCode: 'bni',
    accountNumber: number,
    accountName: check.data.accountName,
  })
}

describe('an operator rejects a payout', () => {
  it('with a reason: the money is back in the seller’s available balance, the reason beside it', async () => {
    const seller = await storeWithMoney()
    const slug = seller.store.slug
    await ensureBankAccount(seller.token, slug)
    const balance = async () =>
      (await apiAs<{ data: Balance }>(seller.token, 'GET', `/api/v1/stores/${slug}/balance`)).data
    const before = await balance()
    const { data: payout } = await apiAs<{ data: { id: number } }>(
      seller.token,
      'POST',
      `/api/v1/stores/${slug}/payouts`,
      { amount: 15_000 },
    )
    expect(await balance()).toMatchObject({
      available: before.available - 15_000,
      processing: before.processing + 15_000,
    })

    // The operator's console: the payout waits, with the holder held against the owner.
    await login(OPERATOR).catch(() => createAccount(OPERATOR))
    const page = await browser.newPage('desktop')
    expectNoPageErrors(page)
    await signInAs(page, OPERATOR)
    await page.goto('/admin/payouts')
    const table = page.getByRole('table', { name: 'Payouts' })
    const row = table.getByRole('row').filter({
      has: page.getByRole('button', { name: `Reject payout #${payout.id}` }),
    })
    await row.waitFor()
    expect(await row.textContent()).toContain(formatIDR(15_000))
    await screenshotsAtBothSizes(page, 'admin-payouts-waiting', { accessible: true })

    await row.getByRole('button', { name: `Reject payout #${payout.id}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject this payout?' })
    await dialog.getByText(`${formatIDR(15_000)} goes back to ${seller.store.name}`).waitFor()
    // Too short a reason is refused in the dialog.
    await dialog.getByLabel('Reason').fill('no')
    await dialog.getByRole('button', { name: 'Reject payout' }).click()
    await dialog.getByText('Reason must contain at least 5 character(s)').waitFor()
    await screenshotsAtBothSizes(page, 'admin-payout-reject-dialog', { accessible: true })
    await dialog.getByLabel('Reason').fill(REASON)
    await withToast(page, 'Payout rejected', () =>
      dialog.getByRole('button', { name: 'Reject payout' }).click(),
    )
    await dialog.waitFor({ state: 'hidden' })

    // The history: under Failed, rejected with the reason, no action left.
    await page
      .getByRole('group', { name: 'Payouts to show' })
      .getByRole('button', { name: 'Failed' })
      .click()
    const failed = table.getByRole('row').filter({ hasText: REASON })
    await failed.first().waitFor()
    expect(await failed.first().textContent()).toContain('Rejected · returned')
    await screenshotsAtBothSizes(page, 'admin-payouts-rejected', { docs: true, accessible: true })
    const { data: listed } = await apiAs<{ data: AdminPayout[] }>(
      (await login(OPERATOR)).accessToken,
      'GET',
      '/api/v1/admin/payouts?status=FAILED&limit=100',
    )
    expect(listed.find((p) => p.id === payout.id)).toMatchObject({
      failedBy: 'OPERATOR',
      failureReason: REASON,
    })

    // The seller: the money is available again, nothing on its way from this payout.
    expect(await balance()).toEqual(before)
    const sellerPage = await browser.newPage('desktop')
    expectNoPageErrors(sellerPage)
    await signInAs(sellerPage, seller.account)
    await sellerPage.goto(`/dashboard/stores/${slug}/finance`)
    await sellerPage.getByRole('heading', { name: 'Finance' }).waitFor()
    const card = (label: string) => sellerPage.locator('dl > div').filter({ hasText: label })
    await card('Available').getByText(formatIDR(before.available)).waitFor()
    await card('Processing').getByText(formatIDR(before.processing)).waitFor()
    await card('Paid out').getByText(formatIDR(before.paidOut)).waitFor()
    const withdrawals = sellerPage.getByRole('region', { name: 'Withdrawals' })
    await withdrawals.getByText('Rejected by Pasar · returned').first().waitFor()
    await withdrawals.getByText(`Pasar's reason: ${REASON}`).first().waitFor()
    const ledger = sellerPage.getByRole('region', { name: 'Ledger' })
    await ledger
      .locator(':visible', { hasText: `Withdrawal #${payout.id}` })
      .first()
      .waitFor()
    await ledger.locator('td:visible', { hasText: 'Withdrawal returned' }).first().waitFor()
    await screenshotsAtBothSizes(sellerPage, 'finance-payout-rejected', {
      docs: true,
      accessible: true,
    })

    // A sale in the ledger names its order as the inbox does and opens it.
    const orderLink = ledger.locator('a:visible', { hasText: /^Order #\d+$/ }).first()
    if ((await orderLink.count()) > 0) {
      const text = (await orderLink.textContent()) ?? ''
      await orderLink.click()
      await sellerPage.getByRole('heading', { name: text }).waitFor()
      await sellerPage.getByRole('link', { name: 'All orders' }).waitFor()
      await screenshotsAtBothSizes(sellerPage, 'seller-order-from-ledger', { accessible: true })
    }
  })
})
