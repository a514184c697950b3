import { describe, expect, it } from 'vitest'
import { call, OPERATOR_ENV, operatorOf } from '../admin/support.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { checkout } from '../helpers/checkout.ts'
import { withSizes } from '../helpers/variants.ts'
import { createShop } from '../orders/shop.ts'

// The operator's order lookup shows the variant of each line (docs/decisions/1015-variants.md).
const { app } = await setupTestApp(OPERATOR_ENV)
const operator = await operatorOf(app)

describe("the operator's order lookup", () => {
  it('shows each line with its variant id and label', async () => {
    const {
      products: [shirt],
    } = await createShop(app, [{ price: 90_000, stock: 10 }])
    const [, l] = await withSizes(app, shirt.id, ['M', 'L'])
    const buyer = await createUser(app)
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/carts',
      headers: buyer.auth,
      payload: { productId: shirt.id, variantId: l?.id },
    })
    expect(added.statusCode, added.body).toBe(201)
    const placed = await checkout(app, buyer)
    expect(placed.statusCode, placed.body).toBe(201)

    const res = await call(app, operator, 'GET', `/api/v1/admin/orders/${placed.json().data.id}`)
    expect(res.status, res.raw).toBe(200)
    expect(res.body.data.orderItems).toEqual([
      expect.objectContaining({ variantId: l?.id, variantLabel: 'Merah / L' }),
    ])
    expect(res.body.data.storeOrders[0].orderItems).toEqual([
      expect.objectContaining({ variantId: l?.id, variantLabel: 'Merah / L' }),
    ])
  })
})
