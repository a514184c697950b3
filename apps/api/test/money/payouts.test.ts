import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { payouts } from '../../src/db/schema/index.ts'
import { refreshProcessingPayouts } from '../../src/modules/payouts/index.ts'
import { payoutDepsOf } from '../../src/modules/payouts/deps.ts'
import { approvePayout } from '../../src/modules/payouts/service.ts'
import { irisSignature } from '../../src/providers/payout/iris/signature.ts'
import { holderName } from '../../src/providers/payout/local/accounts.ts'
import { localIrisKeys } from '../../src/providers/payout/local/index.ts'
import { PayoutUnreachable, type PayoutProvider } from '../../src/providers/payout/port.ts'
import { auditOf } from '../admin/support.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import {
  expectBalance,
  entriesOf,
  putBankAccount,
  SALE_PROCEEDS,
  setBankAccount,
  shopWithSales,
  twinPayouts,
  withdraw,
} from './fixtures.ts'

const OPERATOR = 'ops@pasar.test'
const { app, config } = await setupListeningApp({ ADMIN_EMAILS: OPERATOR })
const operator = await createUser(app, { email: OPERATOR })
const keys = localIrisKeys(config.jwtSecret ?? '')

const approve = (id: number, who = operator) =>
  app.inject({ method: 'POST', url: `/api/v1/admin/payouts/${id}/approve`, headers: who.auth })
const settle = () => refreshProcessingPayouts(payoutDepsOf(app), 0, new Date(Date.now() + 1_000))
const payoutRow = async (id: number) =>
  (await app.db.select().from(payouts).where(eq(payouts.id, id)))[0]

describe('the bank account', () => {
  it('refuses account numbers that are not 6–20 digits and unknown banks (400)', async () => {
    const shop = await shopWithSales(app, 0)
    for (const accountNumber of ['12345', '123456789012345678901', '12345a7', ' 1234567', '']) {
      const res = await putBankAccount(app, shop, {
        bankCode: 'bca',
        accountNumber,
        accountName: 'Budi Santoso',
      })
      expect(res.statusCode, accountNumber).toBe(400)
      expect(res.json().errors[0]).toMatchObject({ path: 'accountNumber' })
    }
    const bank = await putBankAccount(app, shop, {
      bankCode: 'nope',
      accountNumber: '1234567',
      accountName: 'Budi Santoso',
    })
    expect(bank.statusCode).toBe(400)
    const none = await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${shop.store.slug}/bank-account`,
      headers: shop.seller.auth,
    })
    expect(none.json()).toEqual({ data: null })
  })

  it('checks the holder with the bank: unknown account or another name is a 409', async () => {
    const shop = await shopWithSales(app, 0)
    const put = (accountNumber: string, accountName: string) =>
      putBankAccount(app, shop, { bankCode: 'bni', accountNumber, accountName })
    const unknown = await put('9876543404', 'Budi Santoso')
    expect(unknown.statusCode).toBe(409)
    expect(unknown.json().message).toBe('The bank does not know this account number.')
    const holder = holderName('bni', '9876543210')
    const other = await put('9876543210', 'Someone Else')
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toContain(holder)

    const check = await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${shop.store.slug}/bank-account/check?bankCode=bni&accountNumber=9876543210`,
      headers: shop.seller.auth,
    })
    expect(check.json()).toEqual({ data: { accountName: holder } })

    const saved = await put('9876543210', `  ${holder.toLowerCase()} `)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({
      bankCode: 'bni',
      bankName: 'BNI',
      accountNumber: '9876543210',
      accountName: holder,
    })
  })
})

describe('withdrawing', () => {
  it('refuses negative, fractional, non-numeric and too small amounts (400) and changes nothing', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop)
    for (const amount of [-10_000, 0, 10_000.5, 9_999, '50000', null, true, 1e15]) {
      const res = await withdraw(app, shop, amount)
      expect(res.statusCode, String(amount)).toBe(400)
    }
    await expectBalance(app, shop, { available: SALE_PROCEEDS })
  })

  it('refuses a payout without a bank account or above the available balance (409)', async () => {
    const shop = await shopWithSales(app, 1)
    const noAccount = await withdraw(app, shop, 10_000)
    expect(noAccount.statusCode).toBe(409)
    expect(noAccount.json().message).toBe('Add a bank account before withdrawing.')
    await setBankAccount(app, shop)
    const tooMuch = await withdraw(app, shop, SALE_PROCEEDS + 1)
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().message).toBe('You can withdraw at most Rp 107.000.')
    expect(await entriesOf(app, shop.store.id)).toHaveLength(2)
  })

  it('books the payout at once: available goes down, processing up, the ledger has it', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop)
    const res = await withdraw(app, shop, 50_000)
    expect(res.statusCode).toBe(201)
    const payout = res.json().data
    expect(payout).toMatchObject({
      amount: 50_000,
      status: 'REQUESTED',
      failureReason: null,
      failedBy: null,
    })
    await expectBalance(app, shop, { available: SALE_PROCEEDS - 50_000, processing: 50_000 })
    const entries = await entriesOf(app, shop.store.id)
    expect(entries.find((e) => e.kind === 'PAYOUT')).toMatchObject({
      amount: -50_000,
      payoutId: payout.id,
    })
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${shop.store.slug}/payouts`,
      headers: shop.seller.auth,
    })
    expect(list.json().data).toEqual([payout])
    const stranger = await createUser(app)
    const theirs = await app.inject({
      method: 'POST',
      url: `/api/v1/stores/${shop.store.slug}/payouts`,
      headers: stranger.auth,
      payload: { amount: 10_000 },
    })
    expect(theirs.statusCode).toBe(403)
  })
})

describe('an operator approves; the provider settles', () => {
  it('only operators see and approve payouts', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop)
    const { id } = (await withdraw(app, shop, 20_000)).json().data
    expect((await approve(id, shop.seller)).statusCode).toBe(403)
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/payouts?status=REQUESTED&limit=100',
      headers: operator.auth,
    })
    expect(list.statusCode).toBe(200)
    const mine = list.json().data.find((p: { id: number }) => p.id === id)
    expect(mine).toMatchObject({
      id,
      amount: 20_000,
      status: 'REQUESTED',
      store: { name: shop.store.name, slug: shop.store.slug, ownerName: expect.any(String) },
      bankAccount: { bankCode: 'bca', bankName: 'BCA', accountNumber: '1234567890' },
      failureReason: null,
    })
    expect(typeof mine.holderIsOwner).toBe('boolean')
    const denied = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/payouts',
      headers: shop.seller.auth,
    })
    expect(denied.statusCode).toBe(403)
  })

  it('approval sends it once: PROCESSING, a second approval is a 409, then COMPLETED', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop)
    const { id } = (await withdraw(app, shop, 30_000)).json().data
    const before = (await twinPayouts(app)).length
    const [first, second] = await Promise.all([approve(id), approve(id)])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    const ok = first.statusCode === 200 ? first : second
    expect(ok.json().data).toMatchObject({ id, status: 'PROCESSING' })
    expect((await approve(id)).statusCode).toBe(409)
    // Sent, not yet arrived: still on its way.
    await expectBalance(app, shop, { available: SALE_PROCEEDS - 30_000, processing: 30_000 })
    // The approval is in the operators' audit, once.
    const approvals = (await auditOf(app, operator)).filter(
      (entry) => entry.action === 'PAYOUT_APPROVED' && entry.target.id === String(id),
    )
    expect(approvals).toHaveLength(1)
    expect(approvals[0]?.operator.id).toBe(operator.id)
    const atTwin = await twinPayouts(app)
    expect(atTwin).toHaveLength(before + 1)
    expect(atTwin.find((p) => p.referenceNo === undefined)).toBeUndefined()

    expect(await settle()).toBeGreaterThanOrEqual(1)
    expect((await payoutRow(id))?.status).toBe('COMPLETED')
    await expectBalance(app, shop, { available: SALE_PROCEEDS - 30_000, paidOut: 30_000 })
  })

  it('a failed payout returns the money, once', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop, '5555000')
    const { id } = (await withdraw(app, shop, 40_000)).json().data
    expect((await approve(id)).statusCode).toBe(200)
    await settle()
    await settle()
    const row = await payoutRow(id)
    expect(row).toMatchObject({ status: 'FAILED', failureReason: 'Beneficiary account is closed' })
    const listed = await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${shop.store.slug}/payouts`,
      headers: shop.seller.auth,
    })
    expect(listed.json().data[0]).toMatchObject({ id, status: 'FAILED', failedBy: 'PROVIDER' })
    const entries = await entriesOf(app, shop.store.id)
    expect(entries.filter((e) => e.kind === 'PAYOUT_RETURNED')).toEqual([
      expect.objectContaining({ amount: 40_000, payoutId: id }),
    ])
    await expectBalance(app, shop, { available: SALE_PROCEEDS })
  })

  it('an unreachable provider leaves it REQUESTED (502); a retry never sends it twice', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop)
    const { id } = (await withdraw(app, shop, 25_000)).json().data
    const before = (await twinPayouts(app)).length
    const real = app.payouts
    let approvals = 0
    // Created at the provider, then the approval's answer is lost.
    const flaky: PayoutProvider = {
      ...real,
      name: real.name,
      validateAccount: (...args) => real.validateAccount(...args),
      createPayout: (input) => real.createPayout(input),
      getPayout: (ref) => real.getPayout(ref),
      readNotification: (...args) => real.readNotification(...args),
      async approvePayouts(refs) {
        approvals += 1
        if (approvals === 1) throw new PayoutUnreachable('timeout')
        if (approvals === 2) {
          await real.approvePayouts(refs)
          throw new PayoutUnreachable('answer lost')
        }
        return real.approvePayouts(refs)
      },
    }
    const deps = { ...payoutDepsOf(app), payouts: flaky }
    await expect(approvePayout(deps, id, operator.id)).rejects.toMatchObject({ statusCode: 502 })
    expect((await payoutRow(id))?.status).toBe('REQUESTED')
    await expect(approvePayout(deps, id, operator.id)).rejects.toMatchObject({ statusCode: 502 })
    expect((await payoutRow(id))?.status).toBe('REQUESTED')
    // The third try finds it approved at the provider already: PROCESSING, nothing resent.
    await expect(approvePayout(deps, id, operator.id)).resolves.toMatchObject({
      status: 'PROCESSING',
    })
    expect((await twinPayouts(app)).length).toBe(before + 1)
    expect((await entriesOf(app, shop.store.id)).filter((e) => e.kind === 'PAYOUT')).toHaveLength(1)
  })
})

describe('POST /api/v1/payouts/iris/notification', () => {
  const notify = (body: object, signature: string) => {
    const raw = JSON.stringify(body)
    return app.inject({
      method: 'POST',
      url: '/api/v1/payouts/iris/notification',
      headers: { 'content-type': 'application/json', 'iris-signature': signature },
      payload: raw,
    })
  }

  it('a bad signature is a 401 and changes nothing; a good one settles the payout', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop, '7777000')
    const { id } = (await withdraw(app, shop, 15_000)).json().data
    await approve(id)
    const row = await payoutRow(id)
    const body = {
      reference_no: row?.referenceNo,
      amount: '15000.00',
      status: 'failed',
      updated_at: new Date().toISOString(),
    }
    const forged = await notify(body, irisSignature(JSON.stringify(body), 'not-the-key'))
    expect(forged.statusCode).toBe(401)
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/payouts/iris/notification',
      payload: body,
    })
    expect(missing.statusCode).toBe(401)
    expect((await payoutRow(id))?.status).toBe('PROCESSING')
    expect((await entriesOf(app, shop.store.id)).some((e) => e.kind === 'PAYOUT_RETURNED')).toBe(
      false,
    )

    const signed = await notify(body, irisSignature(JSON.stringify(body), keys.merchantKey))
    expect(signed.statusCode).toBe(200)
    expect((await payoutRow(id))?.status).toBe('FAILED')
    const again = await notify(body, irisSignature(JSON.stringify(body), keys.merchantKey))
    expect(again.statusCode).toBe(200)
    expect(
      (await entriesOf(app, shop.store.id)).filter((e) => e.kind === 'PAYOUT_RETURNED'),
    ).toHaveLength(1)
  })
})
