import { describe, expect, it } from 'vitest'
import { cancelOverdue } from '../../src/modules/fulfilment/service.ts'
import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import {
  baseUrl,
  createShop,
  paidOrder,
  refundsOf,
  stockOf,
  storeOrderRow,
  type Shop,
} from './fixtures.ts'

// Real HTTP calls at once against the listening app: the database decides who wins.
const { app } = await setupListeningApp()
const base = baseUrl(app)
const refundDeps = () => refundDepsOf(app)

const post = (url: string, user: TestUser, body: object) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...user.auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const shipCall = (shop: Shop, storeOrderId: number, trackingNumber = 'JNE-0001') =>
  post(`/api/v1/stores/${shop.store.slug}/orders/${storeOrderId}/ship`, shop.seller, {
    trackingNumber,
  })

async function oneStoreOrder(shipWithinMs?: number) {
  const shop = await createShop(app, 30_000, 10)
  const buyer = await createUser(app)
  const order = await paidOrder(app, buyer, [{ shop, quantity: 3 }], { shipWithinMs })
  return { shop, buyer, order, storeOrderId: order.storeOrderIds[0] as number }
}

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort()

/**
 * After a Ship call raced a cancel, exactly one of them took effect: shipped, the stock taken and
 * nothing refunded; or canceled, the stock back and one refund. The row and its refunds, for what
 * else a test checks.
 */
async function expectShippedOrCanceled(
  shop: { product: { id: number } },
  storeOrderId: number,
  shipped: Response,
) {
  const row = await storeOrderRow(app, storeOrderId)
  const refunds = await refundsOf(app, storeOrderId)
  const won = shipped.status === 200
  expect(row?.status).toBe(won ? 'SHIPPED' : 'CANCELED')
  expect(refunds).toHaveLength(won ? 0 : 1)
  expect(await stockOf(app, shop.product.id)).toBe(won ? 7 : 10)
  return { row, refunds }
}

describe('concurrent transitions', () => {
  it('20 Ship calls at once: one 200, nineteen 409', async () => {
    const { shop, storeOrderId } = await oneStoreOrder()
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => shipCall(shop, storeOrderId, `JNE-${1000 + i}`)),
    )
    expect(statuses(responses)).toEqual([200, ...Array<number>(19).fill(409)])
    const winner = responses.find((r) => r.status === 200)
    const body = (await winner?.json()) as { data: { shipping: { trackingNumber: string } } }
    const row = await storeOrderRow(app, storeOrderId)
    expect(row?.status).toBe('SHIPPED')
    expect(row?.trackingNumber).toBe(body.data.shipping.trackingNumber)
  })

  it("the seller's Ship and the buyer's cancel at once: exactly one wins", async () => {
    for (let round = 0; round < 3; round++) {
      const { shop, buyer, order, storeOrderId } = await oneStoreOrder()
      const [shipped, canceled] = await Promise.all([
        shipCall(shop, storeOrderId),
        post(`/api/v1/orders/${order.orderId}/store-orders/${storeOrderId}/cancel`, buyer, {
          reason: 'Found it cheaper',
        }),
      ])
      expect(statuses([shipped, canceled])).toEqual([200, 409])
      await expectShippedOrCanceled(shop, storeOrderId, shipped)
    }
  })

  it('the ship-by job and a Ship call at once: one wins, at most one refund', async () => {
    for (let round = 0; round < 3; round++) {
      const { shop, storeOrderId } = await oneStoreOrder(60_000)
      const later = new Date(Date.now() + 120_000)
      const [shipped, canceledByJob] = await Promise.all([
        shipCall(shop, storeOrderId),
        cancelOverdue(refundDeps(), later),
      ])
      const { row, refunds } = await expectShippedOrCanceled(shop, storeOrderId, shipped)
      if (shipped.status !== 200) {
        expect(shipped.status).toBe(409)
        expect(canceledByJob).toBeGreaterThanOrEqual(1)
        expect(row).toMatchObject({ status: 'CANCELED', canceledBy: 'SYSTEM' })
        expect(row?.cancelReason).toBe('The seller did not ship in time.')
        expect(refunds[0]?.status).toBe('DONE')
      }
    }
  })

  it('two ship-by job runs at once cancel and refund each store order once', async () => {
    const parts = await Promise.all([oneStoreOrder(1_000), oneStoreOrder(1_000)])
    const later = new Date(Date.now() + 60_000)
    const counts = await Promise.all([
      cancelOverdue(refundDeps(), later),
      cancelOverdue(refundDeps(), later),
    ])
    while ((await cancelOverdue(refundDeps(), later)) > 0);
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(2)
    for (const { shop, storeOrderId } of parts) {
      expect((await storeOrderRow(app, storeOrderId))?.status).toBe('CANCELED')
      const refunds = await refundsOf(app, storeOrderId)
      expect(refunds).toHaveLength(1)
      expect(refunds[0]).toMatchObject({ amount: 102_000, status: 'DONE' })
      expect(await stockOf(app, shop.product.id)).toBe(10)
    }
  })
})
