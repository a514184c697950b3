// A cart holds at most 100 lines (docs/decisions/0851-checkout.md).
import { CART_LINES_MAX } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cartItems } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createProduct, createUser, type TestUser } from '../helpers/builders.ts'
import { soleVariantOf } from '../helpers/variants.ts'
import { cartRequest, createShop } from '../orders/shop.ts'

const { app } = await setupTestApp()

const add = (buyer: TestUser, productId: number) =>
  cartRequest(app, buyer, 'POST', { productId, quantity: 1 })

describe('cart size', () => {
  it('refuses the 101st line with 409, even when the last places are raced for', async () => {
    const buyer = await createUser(app)
    const { store } = await createShop(app, [])
    const items = []
    for (let i = 0; i < CART_LINES_MAX + 5; i++) items.push(await createProduct(app, store.id))
    const filled = items.slice(0, CART_LINES_MAX - 2)
    const lines = []
    for (const p of filled) {
      lines.push({
        userId: buyer.id,
        productId: p.id,
        variantId: await soleVariantOf(app.db, p.id),
        quantity: 1,
      })
    }
    await app.db.insert(cartItems).values(lines)

    // Seven adds race for the last two places.
    const racing = await Promise.all(items.slice(CART_LINES_MAX - 2).map((p) => add(buyer, p.id)))
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409, 409])
    for (const res of racing.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe('Your cart can hold at most 100 products.')
    }
    const held = await app.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))
    expect(held).toHaveLength(CART_LINES_MAX)

    // Removing one makes room again; the answer is the added line.
    const [first] = filled
    if (!first) throw new Error('no line')
    const removed = await cartRequest(app, buyer, 'DELETE', { productId: first.id })
    expect(removed.statusCode).toBe(204)
    const again = await add(buyer, first.id)
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json().data).toMatchObject({ productId: first.id, quantity: 1 })
  })
})
