import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import { describe, expect, it } from 'vitest'
import { deliver, ship } from '../../src/modules/fulfilment/service.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import {
  createShop,
  paidOrder,
  refundsOf,
  shipStoreOrder,
  stockOf,
  storeOrderRow,
} from './fixtures.ts'

// The order loop's timers in seconds, and the jobs plugin looking every second.
const { app, config } = await setupListeningApp({
  JOBS_INTERVAL: '1s',
  SHIP_WITHIN: '1s',
  TRACKING_REFRESH: '1s',
  AUTO_COMPLETE_AFTER: '1s',
})
const poll = { timeout: 15_000, interval: 200 }

describe('the jobs on their timers', () => {
  it('cancels and refunds a store order not shipped within SHIP_WITHIN', async () => {
    const shop = await createShop(app, 20_000, 4)
    const buyer = await createUser(app)
    const order = await paidOrder(app, buyer, [{ shop, quantity: 2 }], {
      shipWithinMs: config.shipWithinMs,
    })
    const id = order.storeOrderIds[0] as number
    expect(await stockOf(app, shop.product.id)).toBe(2)
    await expect.poll(async () => (await storeOrderRow(app, id))?.status, poll).toBe('CANCELED')
    expect(await storeOrderRow(app, id)).toMatchObject({
      canceledBy: 'SYSTEM',
      cancelReason: 'The seller did not ship in time.',
    })
    await expect.poll(async () => (await refundsOf(app, id))[0]?.status, poll).toBe('DONE')
    expect(await stockOf(app, shop.product.id)).toBe(4)
  })

  it('asks the tracking of a shipped parcel, and completes a delivered one', async () => {
    const shop = await createShop(app)
    const buyer = await createUser(app)
    const order = await paidOrder(app, buyer, [{ shop }, { shop: await createShop(app) }], {
      shipWithinMs: 3_600_000,
    })
    const [shipped, delivered] = order.storeOrderIds as [number, number]
    const res = await shipStoreOrder(app, shop, shipped, 'JNE-TIMER-01')
    expect(res.statusCode).toBe(200)
    // The built-in courier saw the parcel handed over.
    await expect
      .poll(async () => {
        const view = await app.inject({
          method: 'GET',
          url: `/api/v1/stores/${shop.store.slug}/orders/${shipped}`,
          headers: shop.seller.auth,
        })
        return view.json().data.tracking.map((e: { status: string }) => e.status)
      }, poll)
      .toEqual(['confirmed'])

    // A parcel the courier delivered completes AUTO_COMPLETE_AFTER later.
    await ship(refundDepsOf(app), delivered, 'JNE-TIMER-02')
    await deliver(app.db, delivered, new Date())
    await expect
      .poll(async () => (await storeOrderRow(app, delivered))?.status, poll)
      .toBe('COMPLETED')
  })
})
