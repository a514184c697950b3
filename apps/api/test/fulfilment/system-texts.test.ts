import type { Order, SellerStoreOrder } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import { cancelOverdue } from '../../src/modules/fulfilment/service.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { baseUrl, createShop, paidOrder } from './fixtures.ts'
import { getOrder } from '../orders/shop.ts'

// Texts the system writes are kept as codes with their values; a person's words stay as written
// (docs/decisions/1011).
const { app } = await setupListeningApp()
const base = baseUrl(app)

async function paidStoreOrder(shipWithinMs?: number) {
  const shop = await createShop(app, 30_000, 10)
  const buyer = await createUser(app)
  const order = await paidOrder(app, buyer, [{ shop }], { shipWithinMs })
  return { shop, buyer, order, storeOrderId: order.storeOrderIds[0] as number }
}

async function buyerView(buyer: TestUser, orderId: number) {
  const res = await getOrder(app, buyer, orderId)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: Order }>().data.storeOrders[0]
}

describe('system cancel reasons', () => {
  it('a ship-by cancel answers its code beside the English reason, to buyer and seller', async () => {
    const { shop, buyer, order, storeOrderId } = await paidStoreOrder(1_000)
    expect(await cancelOverdue(refundDepsOf(app), new Date(Date.now() + 60_000))).toBeGreaterThan(0)
    const part = await buyerView(buyer, order.orderId)
    expect(part).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'The seller did not ship in time.',
      cancelReasonCode: { code: 'cancel.SHIP_BY_PASSED', values: {} },
    })
    const seller = await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${shop.store.slug}/orders/${storeOrderId}`,
      headers: shop.seller.auth,
    })
    expect(seller.json<{ data: SellerStoreOrder }>().data.cancelReasonCode).toEqual({
      code: 'cancel.SHIP_BY_PASSED',
      values: {},
    })
  })

  it("a buyer's own reason stays as written, without a code", async () => {
    const { buyer, order, storeOrderId } = await paidStoreOrder()
    const res = await fetch(
      `${base}/api/v1/orders/${order.orderId}/store-orders/${storeOrderId}/cancel`,
      {
        method: 'POST',
        headers: { ...buyer.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Ketemu yang lebih murah' }),
      },
    )
    expect(res.status).toBe(200)
    expect(await buyerView(buyer, order.orderId)).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'Ketemu yang lebih murah',
      cancelReasonCode: null,
    })
  })
})
