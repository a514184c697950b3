import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ledgerEntries, payouts, users } from '../../src/db/schema/index.ts'
import { holderIsOwner } from '../../src/modules/payouts/holder-name.ts'
import { refreshProcessingPayouts } from '../../src/modules/payouts/index.ts'
import { payoutDepsOf } from '../../src/modules/payouts/deps.ts'
import { holderName } from '../../src/providers/payout/local/accounts.ts'
import { auditOf } from '../admin/support.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import type { Shop } from '../fulfilment/fixtures.ts'
import {
  balanceOf,
  expectBalance,
  SALE_PROCEEDS,
  setBankAccount,
  shopWithSales,
  twinPayouts,
  withdraw,
} from './fixtures.ts'

// Operators reject a requested payout with a reason (docs/decisions/1012): FAILED, its money
// back in the balance exactly once, and the balance says where every rupiah is.

const OPERATOR = 'ops-reject@pasar.test'
const { app } = await setupListeningApp({ ADMIN_EMAILS: OPERATOR })
const operator = await createUser(app, { email: OPERATOR })

const REASON = 'The account holder is not the store owner; please add your own account.'
const reject = (id: number, who: TestUser = operator, payload: unknown = { reason: REASON }) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/admin/payouts/${id}/reject`,
    headers: who.auth,
    payload: payload as object,
  })
const approve = (id: number) =>
  app.inject({ method: 'POST', url: `/api/v1/admin/payouts/${id}/approve`, headers: operator.auth })
const settle = () => refreshProcessingPayouts(payoutDepsOf(app), 0, new Date(Date.now() + 1_000))
const returnedEntries = (payoutId: number) =>
  app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.payoutId, payoutId), eq(ledgerEntries.kind, 'PAYOUT_RETURNED')))
const requested = async (shop: Shop, amount: number) => {
  const res = await withdraw(app, shop, amount)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id as number
}

describe('balances say where the money is', () => {
  it('request → approve → complete, then request → reject: available back, paid out kept', async () => {
    const shop = await shopWithSales(app, 2)
    await setBankAccount(app, shop)
    const total = 2 * SALE_PROCEEDS

    const first = await requested(shop, 60_000)
    await expectBalance(app, shop, { available: total - 60_000, processing: 60_000 })
    expect((await approve(first)).statusCode).toBe(200)
    expect(await balanceOf(app, shop)).toMatchObject({ processing: 60_000, paidOut: 0 })
    await settle()
    await expectBalance(app, shop, { available: total - 60_000, paidOut: 60_000 })

    const second = await requested(shop, 50_000)
    await expectBalance(app, shop, {
      available: total - 110_000,
      processing: 50_000,
      paidOut: 60_000,
    })
    const res = await reject(second)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      id: second,
      status: 'FAILED',
      failureReason: REASON,
      failedBy: 'OPERATOR',
      store: { slug: shop.store.slug },
    })
    await expectBalance(app, shop, { available: total - 60_000, paidOut: 60_000 })
    expect(await returnedEntries(second)).toEqual([
      expect.objectContaining({ amount: 50_000, storeId: shop.store.id }),
    ])

    // The seller sees it failed with the operator's reason; the ledger gives it back.
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${shop.store.slug}/payouts`,
      headers: shop.seller.auth,
    })
    expect(list.json().data[0]).toMatchObject({
      id: second,
      status: 'FAILED',
      failureReason: REASON,
      failedBy: 'OPERATOR',
    })
    const ledger = await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${shop.store.slug}/ledger`,
      headers: shop.seller.auth,
    })
    expect(ledger.json().data[0]).toMatchObject({
      kind: 'PAYOUT_RETURNED',
      amount: 50_000,
      payoutId: second,
      orderId: null,
      storeOrderId: null,
    })
    // The money can be asked for again.
    expect((await withdraw(app, shop, total - 60_000)).statusCode).toBe(201)

    // In the operators' audit with the reason; the operator's list has it under FAILED.
    const audit = (await auditOf(app, operator)).filter(
      (entry) => entry.action === 'PAYOUT_REJECTED' && entry.target.id === String(second),
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ reason: REASON })
    const failed = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/payouts?status=FAILED&limit=100',
      headers: operator.auth,
    })
    expect(failed.json().data.map((p: { id: number }) => p.id)).toContain(second)
    const all = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/payouts?limit=100',
      headers: operator.auth,
    })
    const statuses = new Set(all.json().data.map((p: { status: string }) => p.status))
    expect([...statuses].sort()).toEqual(['COMPLETED', 'FAILED', 'REQUESTED'])
  })
})

describe('a rejection happens once', () => {
  it('two rejections at once: one 200, one 409, one PAYOUT_RETURNED', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop)
    const id = await requested(shop, 40_000)
    const answers = await Promise.all([reject(id), reject(id)])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    const refused = answers.find((res) => res.statusCode === 409)
    expect(refused?.json().message).toBe('This payout is not waiting for approval.')
    expect(await returnedEntries(id)).toHaveLength(1)
    expect(await balanceOf(app, shop)).toMatchObject({ available: SALE_PROCEEDS, processing: 0 })
    expect((await reject(id)).statusCode).toBe(409)
    expect((await approve(id)).statusCode).toBe(409)
  })

  it('a rejection racing an approval: exactly one wins, the other is 409', async () => {
    const shop = await shopWithSales(app, 3)
    await setBankAccount(app, shop)
    const outcomes = new Set<string>()
    for (let round = 0; round < 6; round += 1) {
      const id = await requested(shop, 20_000)
      const atTwin = (await twinPayouts(app)).length
      // Alternate which call starts first.
      const [rejected, approved] =
        round % 2 === 0
          ? await Promise.all([reject(id), approve(id)])
          : await Promise.all([approve(id), reject(id)]).then(([a, r]) => [r, a] as const)
      expect([rejected.statusCode, approved.statusCode].sort(), rejected.body).toEqual([200, 409])
      const [row] = await app.db.select().from(payouts).where(eq(payouts.id, id))
      const returned = await returnedEntries(id)
      if (rejected.statusCode === 200) {
        outcomes.add('rejected')
        expect(row?.status).toBe('FAILED')
        expect(returned).toHaveLength(1)
        expect(await twinPayouts(app)).toHaveLength(atTwin)
      } else {
        outcomes.add('approved')
        expect(row?.status).toBe('PROCESSING')
        expect(returned).toHaveLength(0)
        expect(await twinPayouts(app)).toHaveLength(atTwin + 1)
      }
    }
    // Whoever won, the money is in exactly one place.
    const balance = await balanceOf(app, shop)
    const rows = await app.db.select().from(payouts).where(eq(payouts.storeId, shop.store.id))
    const onItsWay = rows.filter((p) => p.status === 'PROCESSING').reduce((s, p) => s + p.amount, 0)
    expect(balance).toEqual({
      available: 3 * SALE_PROCEEDS - onItsWay,
      pending: 0,
      processing: onItsWay,
      paidOut: 0,
    })
    expect(outcomes.size).toBeGreaterThan(0)
  })
})

describe('who may reject, and with what', () => {
  it('is for operators only (403 for the seller, 401 without a session) and needs a reason', async () => {
    const shop = await shopWithSales(app, 1)
    await setBankAccount(app, shop)
    const id = await requested(shop, 30_000)
    expect((await reject(id, shop.seller)).statusCode).toBe(403)
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/payouts/${id}/reject`,
      payload: { reason: REASON },
    })
    expect(anonymous.statusCode).toBe(401)
    for (const payload of [{}, { reason: 'no' }, { reason: 5 }, { reason: REASON, extra: 1 }]) {
      const res = await reject(id, operator, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect((await reject(2_000_000_000)).statusCode).toBe(404)
    // Nothing changed.
    expect(await balanceOf(app, shop)).toMatchObject({ processing: 30_000 })
    expect(await returnedEntries(id)).toHaveLength(0)
  })
})

describe('the account holder against the store owner', () => {
  it('flags a holder whose name is not the owner’s, read leniently', async () => {
    const shop = await shopWithSales(app, 1)
    const { accountName } = await setBankAccount(app, shop, '2233445566')
    expect(accountName).toBe(holderName('bca', '2233445566'))
    const list = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/admin/payouts?status=REQUESTED&limit=100',
        headers: operator.auth,
      })
      return res.json().data as {
        id: number
        holderIsOwner: boolean
        store: { ownerName: string }
      }[]
    }
    const id = await requested(shop, 20_000)
    await app.db.update(users).set({ name: 'Someone Else' }).where(eq(users.id, shop.seller.id))
    expect((await list()).find((p) => p.id === id)).toMatchObject({
      holderIsOwner: false,
      store: { ownerName: 'Someone Else' },
    })
    // The same person, written as people write names: a title, lower case, reordered.
    const [first, last] = accountName.toLowerCase().split(' ')
    const owner = `Bapak ${last}  ${first}, S.E.`
    await app.db.update(users).set({ name: owner }).where(eq(users.id, shop.seller.id))
    expect((await list()).find((p) => p.id === id)).toMatchObject({
      holderIsOwner: true,
      store: { ownerName: owner },
    })
  })

  it('reads names as people write them', () => {
    expect(holderIsOwner('BUDI SANTOSO', 'budi  santoso')).toBe(true)
    expect(holderIsOwner('BUDI SANTOSO', 'Bpk. Budi Santoso')).toBe(true)
    expect(holderIsOwner('SITI RAHAYU', 'Dr. Siti Rahayu, S.Kom., M.M.')).toBe(true)
    expect(holderIsOwner('SITI RAHAYU', 'Ibu Siti Rahayu S.Pd')).toBe(true)
    expect(holderIsOwner('AHMAD HIDAYAT', 'Hj. Ahmad Hidayat')).toBe(true)
    expect(holderIsOwner('JOSE KUSUMA', 'José Kusuma')).toBe(true)
    expect(holderIsOwner('DEWI LESTARI', 'Budi Santoso')).toBe(false)
    expect(holderIsOwner('BUDI SANTOSO', 'Budi')).toBe(false)
    expect(holderIsOwner('BUDI SANTOSO', 'Budi Santoso Wijaya')).toBe(false)
  })
})
