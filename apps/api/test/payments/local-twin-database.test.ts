import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../src/app.ts'
import type { Database } from '../../src/db/client.ts'
import { paymentAttempts, refunds, storeOrders, stores, users } from '../../src/db/schema/index.ts'
import { localServerKey } from '../../src/providers/payment/local/index.ts'
import { seedDemoIfEmpty } from '../../src/seed/demo.ts'
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.ts'
import { signIn } from '../auth/helpers.ts'
import { testConfig } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'
import { createUser } from '../helpers/builders.ts'
import { checkout } from '../helpers/checkout.ts'
import { validateEveryResponse } from '../helpers/response-validator.ts'
import { orderRow, productInCart } from '../orders/shop.ts'

// The local Midtrans twin keeps its transactions in the database (docs/decisions/0703): two
// builds of the app on one database stand for a restart and for two processes.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-twin-'))
const config = testConfig(dataDir)
const database = await createTestDatabase()
// The demo seed wants an empty database of its own.
const demoDatabase = await createTestDatabase()
const apps: App[] = []
afterAll(async () => {
  for (const app of apps) await app.close()
  await Promise.all([database.close(), demoDatabase.close()])
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Builds the app on the shared database, listening so the twin's notifications reach it. */
async function start(on: Database = database): Promise<{ app: App; base: string }> {
  const app = await buildApp({ config, database: on })
  apps.push(app)
  await app.ready()
  await validateEveryResponse(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }
}

async function stop(app: App) {
  apps.splice(apps.indexOf(app), 1)
  await app.close()
}

const serverKeyAuth = {
  authorization: `Basic ${Buffer.from(`${localServerKey(config.jwtSecret ?? '')}:`).toString('base64')}`,
  'content-type': 'application/json',
}

const choose = async (base: string, token: string, choice: string) =>
  (await fetch(`${base}/local/midtrans/pay/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ choice }),
  }).then((res) => res.json())) as { event: string; delivered?: number; result?: unknown }

interface CoreAnswer {
  status_code: string
  status_message: string
  transaction_status?: string
  refund_amount?: string
  refunds?: { refund_key: string; refund_amount: string }[]
}

const refund = async (base: string, providerOrderId: string, refundKey: string, amount: number) =>
  (await fetch(`${base}/local/midtrans/api/v2/${providerOrderId}/refund`, {
    method: 'POST',
    headers: serverKeyAuth,
    body: JSON.stringify({ refund_key: refundKey, amount, reason: 'test' }),
  }).then((res) => res.json())) as CoreAnswer

const statusAt = async (base: string, providerOrderId: string) => {
  const res = await fetch(`${base}/local/midtrans/api/v2/${providerOrderId}/status`, {
    headers: serverKeyAuth,
  })
  return { code: res.status, body: (await res.json()) as CoreAnswer }
}

/** A settled twin transaction of `gross` rupiah, made through the Snap API and the popup. */
async function settled(base: string, gross: number) {
  const providerOrderId = `TWIN-${Math.random().toString(36).slice(2, 10)}`
  const created = await fetch(`${base}/local/midtrans/snap/v1/transactions`, {
    method: 'POST',
    headers: serverKeyAuth,
    body: JSON.stringify({
      transaction_details: { order_id: providerOrderId, gross_amount: gross },
      item_details: [{ id: 'x', name: 'Thing', price: gross, quantity: 1 }],
    }),
  })
  expect(created.status).toBe(201)
  const { token } = (await created.json()) as { token: string }
  expect((await choose(base, token, 'pay')).event).toBe('success')
  return providerOrderId
}

describe('the local payment twin in the database', { timeout: 180_000 }, () => {
  it('a payment started before a restart is paid and refunded after it', async () => {
    const first = await start()
    const buyer = await createUser(first.app)
    await productInCart(first.app, buyer, { price: 45_000, stock: 3 }, 2)
    const res = await checkout(first.app, buyer)
    expect(res.statusCode, res.body).toBe(201)
    const { token } = res.json() as { token: string }
    const orderId = res.json().data.id as number
    await stop(first.app)

    const second = await start()
    const page = await fetch(`${second.base}/local/midtrans/pay/${token}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Rp 90.000')
    expect(await choose(second.base, token, 'pay')).toMatchObject({
      event: 'success',
      delivered: 200,
      result: { transaction_status: 'settlement' },
    })
    expect((await orderRow(second.app, orderId))?.status).toBe('PAID')
    const [attempt] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
    const providerOrderId = attempt?.providerOrderId ?? ''
    const gross = attempt?.grossAmount ?? 0
    expect(await refund(second.base, providerOrderId, 'after-restart', gross)).toMatchObject({
      status_code: '200',
      transaction_status: 'refund',
      refund_amount: `${gross}.00`,
    })
    // A choice on the finished transaction reports what it is, still after another restart.
    await stop(second.app)
    const third = await start()
    expect(await choose(third.base, token, 'pay')).toMatchObject({
      event: 'error',
      result: { transaction_status: 'refund' },
    })
    expect((await statusAt(third.base, providerOrderId)).body.refunds).toEqual([
      expect.objectContaining({ refund_key: 'after-restart', refund_amount: `${gross}.00` }),
    ])
    await stop(third.app)
  })

  it('concurrent refunds never exceed the gross amount; the same key refunds once', async () => {
    const { base } = await start()
    const providerOrderId = await settled(base, 100_000)
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((key) => refund(base, providerOrderId, key, 40_000)),
    )
    const approved = answers.filter((answer) => answer.status_code === '200')
    expect(approved).toHaveLength(2)
    expect(answers.filter((answer) => answer.status_code === '412')).toEqual([
      expect.objectContaining({
        status_message: 'Refund amount is more than the remaining amount',
      }),
      expect.objectContaining({
        status_message: 'Refund amount is more than the remaining amount',
      }),
    ])
    const again = await Promise.all(
      Array.from({ length: 5 }, () => refund(base, providerOrderId, 'same', 10_000)),
    )
    expect(again.every((answer) => answer.status_code === '200')).toBe(true)
    expect(again.every((answer) => answer.refund_amount === '10000.00')).toBe(true)
    const { body } = await statusAt(base, providerOrderId)
    expect(body.transaction_status).toBe('partial_refund')
    expect(body.refunds?.map((r) => r.refund_amount)).toEqual(['40000.00', '40000.00', '10000.00'])
    // 10 000 left: the last one takes it all and the transaction is fully refunded.
    expect(await refund(base, providerOrderId, 'rest', 10_001)).toMatchObject({
      status_code: '412',
    })
    expect(await refund(base, providerOrderId, 'rest', 10_000)).toMatchObject({
      status_code: '200',
      transaction_status: 'refund',
    })
  })

  it('a seeded paid demo order canceled by its seller after a restart is refunded', async () => {
    const seeding = await start(demoDatabase)
    expect(
      await seedDemoIfEmpty(demoDatabase.db, seeding.app.storage, {
        provider: seeding.app.payments,
        paymentTtlMs: config.orderPaymentTtlMs,
      }),
    ).toBe(true)
    await stop(seeding.app)

    const { app, base } = await start(demoDatabase)
    const seller = DEMO_ACCOUNTS.find((account) => account.email === 'budi@pasar.test')
    if (!seller) throw new Error('no demo seller')
    const auth = await signIn(app, seller)
    const [part] = await demoDatabase.db
      .select({ id: storeOrders.id, slug: stores.slug, orderId: storeOrders.orderId })
      .from(storeOrders)
      .innerJoin(stores, eq(stores.id, storeOrders.storeId))
      .innerJoin(users, eq(users.id, stores.ownerId))
      .where(and(eq(storeOrders.status, 'TO_SHIP'), eq(users.email, 'budi@pasar.test')))
      .limit(1)
    if (!part) throw new Error('no seeded TO_SHIP store order of the demo seller')
    const canceled = await app.inject({
      method: 'POST',
      url: `/api/v1/stores/${part.slug}/orders/${part.id}/cancel`,
      headers: auth,
      payload: { reason: 'Out of stock after all' },
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    expect(canceled.json().data).toMatchObject({ status: 'CANCELED', refund: { status: 'DONE' } })

    // Every refund the shop counts as paid out (seeded, and this cancel's) is the twin's too.
    const attempts = await demoDatabase.db.select().from(paymentAttempts)
    const paidOut = await demoDatabase.db.select().from(refunds).where(eq(refunds.status, 'DONE'))
    expect(paidOut.length).toBe(3)
    for (const attempt of attempts.filter(
      (a) => a.status === 'PAID' || paidOut.some((r) => r.providerOrderId === a.providerOrderId),
    )) {
      const { code, body } = await statusAt(base, attempt.providerOrderId)
      expect(code).toBe(200)
      const shop = paidOut.filter((r) => r.providerOrderId === attempt.providerOrderId)
      expect((body.refunds ?? []).map((r) => `${r.refund_key} ${r.refund_amount}`).sort()).toEqual(
        shop.map((r) => `${r.refundKey} ${r.amount}.00`).sort(),
      )
    }
    const pending = attempts.find((a) => a.status === 'PENDING')
    expect((await fetch(`${base}/local/midtrans/pay/${pending?.token}`)).status).toBe(200)
  })
})
