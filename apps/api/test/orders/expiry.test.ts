import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import { describe, expect, it } from 'vitest'
import { expireOverdueOrders } from '../../src/modules/orders/payment-state.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { addToCart, createShop, orderRow, productInCart, stockOf } from './shop.ts'
import { checkout } from '../helpers/checkout.ts'

// Orders may stay unpaid for one second; the background job looks every second.
const { app } = await setupTestApp({ ORDER_PAYMENT_TTL: '1s', ORDER_EXPIRY_INTERVAL: '1s' })

describe('payment deadline', () => {
  it('the background job expires an unpaid order and puts its stock back', async () => {
    const buyer = await createUser(app)
    const a = await productInCart(app, buyer, { price: 10_000, stock: 2 }, 2)
    const order = (await checkout(app, buyer)).json().data
    expect(await stockOf(app, a.id)).toBe(0)
    await expect
      .poll(async () => (await orderRow(app, order.id))?.status, { timeout: 10_000 })
      .toBe('EXPIRED')
    expect(await stockOf(app, a.id)).toBe(2)
  })

  it('concurrent expiry runs (several processes) expire each order once', async () => {
    const {
      products: [a],
    } = await createShop(app, [{ price: 10_000, stock: 20 }])
    for (let i = 0; i < 10; i++) {
      const buyer = await createUser(app)
      await addToCart(app, buyer, a.id, 2)
      expect((await checkout(app, buyer)).statusCode).toBe(201)
    }
    const later = new Date(Date.now() + 60_000)
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => expireOverdueOrders(refundDepsOf(app), later, 3)),
    )
    // Whatever each run took, nothing was expired twice and nothing is left over after a drain.
    while ((await expireOverdueOrders(refundDepsOf(app), later)) > 0);
    expect(counts.reduce((s, c) => s + c, 0)).toBeLessThanOrEqual(10)
    expect(await stockOf(app, a.id)).toBe(20)
  })
})
