import { afterAll, describe, expect, it } from 'vitest'
import { completeDelivered } from '../../src/modules/fulfilment/service.ts'
import { refreshTracking } from '../../src/modules/fulfilment/tracking.ts'
import { biteshipProvider } from '../../src/providers/shipping/biteship/client.ts'
import type { ShippingProvider } from '../../src/providers/shipping/port.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { startTwinServer, TestClock } from '../shipping/servers.ts'
import {
  createShop,
  paidOrder,
  receiveStoreOrder,
  shipStoreOrder,
  type Shop,
  storeOrderRow,
} from './fixtures.ts'
import { getOrder } from '../orders/shop.ts'

const { app } = await setupListeningApp()

// The shipping twin on its own server with a clock the test moves: parcels travel in hours.
const clock = new TestClock(new Date())
const API_KEY = 'biteship_test.tracking'
const twin = await startTwinServer(app.db, API_KEY, clock)
afterAll(() => twin.close())
const asked: string[] = []
const biteship = biteshipProvider({ apiUrl: twin.apiUrl, apiKey: API_KEY })
const shipping: ShippingProvider = {
  name: 'biteship',
  quoteRates: (input) => biteship.quoteRates(input),
  track: (input) => {
    asked.push(input.waybill)
    return biteship.track(input)
  },
}
const deps = { db: app.db, shipping, log: app.log }
const HOUR = 3_600_000
const REFRESH = HOUR

async function shippedStoreOrder(waybill: string) {
  const shop: Shop = await createShop(app)
  const buyer = await createUser(app)
  const order = await paidOrder(app, buyer, [{ shop }])
  const storeOrderId = order.storeOrderIds[0] as number
  const res = await shipStoreOrder(app, shop, storeOrderId, waybill)
  expect(res.statusCode).toBe(200)
  return { shop, buyer, order, storeOrderId }
}

/** The courier first sees the parcel, then (days later) delivers it. */
async function handOverAndWait() {
  await refreshTracking(deps, REFRESH, clock.now())
  clock.advanceHours(200)
  await refreshTracking(deps, REFRESH, clock.now())
}

const sellerView = async (shop: Shop, id: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${shop.store.slug}/orders/${id}`,
      headers: shop.seller.auth,
    })
  ).json().data

describe('tracking refresh', () => {
  it('keeps the courier history once and makes a delivered parcel DELIVERED', async () => {
    asked.length = 0
    const { shop, storeOrderId } = await shippedStoreOrder('JNE-TRACK-0001')
    // A new shipment is asked at once.
    expect(await refreshTracking(deps, REFRESH, clock.now())).toBe(1)
    let view = await sellerView(shop, storeOrderId)
    expect(view.status).toBe('SHIPPED')
    expect(view.tracking).toEqual([
      {
        status: 'confirmed',
        note: 'Shipment received by JNE',
        // The twin's note as a system text, kept for each reader's language (docs/decisions/1011).
        noteCode: { code: 'tracking.RECEIVED_BY_COURIER', values: { courier: 'JNE' } },
        at: expect.any(String),
      },
    ])

    // Not again within TRACKING_REFRESH.
    clock.advanceHours(0.5)
    expect(await refreshTracking(deps, REFRESH, clock.now())).toBe(0)

    // Later the parcel moved on; what was kept already is not kept twice.
    clock.advanceHours(12)
    expect(await refreshTracking(deps, REFRESH, clock.now())).toBe(1)
    view = await sellerView(shop, storeOrderId)
    const midway = view.tracking.length
    expect(midway).toBeGreaterThan(1)
    expect(new Set(view.tracking.map((e: { at: string }) => e.at)).size).toBe(midway)

    clock.advanceHours(100)
    expect(await refreshTracking(deps, REFRESH, clock.now())).toBe(1)
    view = await sellerView(shop, storeOrderId)
    expect(view.status).toBe('DELIVERED')
    expect(view.tracking).toHaveLength(6)
    const delivered = view.tracking.at(-1)
    expect(delivered.status).toBe('delivered')
    expect(view.deliveredAt).toBe(delivered.at)
    expect(asked).toEqual(['JNE-TRACK-0001', 'JNE-TRACK-0001', 'JNE-TRACK-0001'])

    // DELIVERED is not asked about any more.
    clock.advanceHours(5)
    expect(await refreshTracking(deps, REFRESH, clock.now())).toBe(0)
  })

  it('two runs at once ask about each parcel once', async () => {
    const waybills = ['SICEPAT-1', 'SICEPAT-2', 'SICEPAT-3', 'SICEPAT-4']
    for (const waybill of waybills) await shippedStoreOrder(waybill)
    asked.length = 0
    const counts = await Promise.all([
      refreshTracking(deps, REFRESH, clock.now(), 3),
      refreshTracking(deps, REFRESH, clock.now(), 3),
    ])
    while ((await refreshTracking(deps, REFRESH, clock.now(), 3)) > 0);
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(4)
    expect(asked.sort()).toEqual(waybills)
  })
})

describe('auto-complete', () => {
  it('completes a delivered store order AUTO_COMPLETE_AFTER after delivery, not before', async () => {
    const { buyer, order, storeOrderId } = await shippedStoreOrder('JNE-DONE-0001')
    await handOverAndWait()
    const row = await storeOrderRow(app, storeOrderId)
    expect(row?.status).toBe('DELIVERED')
    const deliveredAt = row?.deliveredAt?.getTime() ?? 0
    const after = 3 * 24 * HOUR
    // (Store orders of the tests above were delivered earlier and complete on the way.)
    await completeDelivered(app.db, after, new Date(deliveredAt + after - 1_000), 500)
    expect((await storeOrderRow(app, storeOrderId))?.status).toBe('DELIVERED')
    expect(
      await completeDelivered(app.db, after, new Date(deliveredAt + after + 1_000), 500),
    ).toBeGreaterThanOrEqual(1)
    expect((await storeOrderRow(app, storeOrderId))?.status).toBe('COMPLETED')
    const res = await getOrder(app, buyer, order.orderId)
    expect(res.json().data.storeOrders[0]).toMatchObject({
      status: 'COMPLETED',
      completedAt: expect.any(String),
    })
    // The buyer can no longer 'receive' it.
    const receive = await receiveStoreOrder(app, buyer, order.orderId, storeOrderId)
    expect(receive.statusCode).toBe(409)
  })

  it('the buyer can receive a DELIVERED store order before auto-complete', async () => {
    const { buyer, order, storeOrderId } = await shippedStoreOrder('JNE-DONE-0002')
    await handOverAndWait()
    expect((await storeOrderRow(app, storeOrderId))?.status).toBe('DELIVERED')
    const receive = await receiveStoreOrder(app, buyer, order.orderId, storeOrderId)
    expect(receive.statusCode).toBe(200)
    expect(receive.json().data.status).toBe('COMPLETED')
  })
})
