import type { CartItem } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { replaceVariants, soleVariantOf, withSizes } from '../helpers/variants.ts'
import { createShop } from '../orders/shop.ts'

// Cart lines are per variant (docs/decisions/1015-variants.md).
const { app } = await setupTestApp()

const cartCall = (buyer: TestUser, method: 'POST' | 'PATCH' | 'DELETE', payload: object) =>
  app.inject({ method, url: '/api/v1/carts', headers: buyer.auth, payload })

async function cartOf(buyer: TestUser): Promise<CartItem[]> {
  const res = await app.inject({ url: '/api/v1/carts', headers: buyer.auth })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.cartItems
}

/** A shop with a shirt in Merah M, L and XL (Rp 100.000, 5 each) and a product without options. */
async function shirtShop() {
  const {
    products: [shirt, plain],
  } = await createShop(app, [
    { price: 90_000, stock: 10 },
    { price: 20_000, stock: 4 },
  ])
  const sizes = await withSizes(app, shirt.id, ['M', 'L', 'XL'])
  return { shirt, plain, sizes }
}

describe('cart lines per variant', () => {
  it("asks for the variant of a product with options: 400 'Choose a variant.'", async () => {
    const { shirt } = await shirtShop()
    const buyer = await createUser(app)
    const res = await cartCall(buyer, 'POST', { productId: shirt.id, quantity: 1 })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Choose a variant.')
    expect(await cartOf(buyer)).toEqual([])
  })

  it("refuses another product's variant and a retired one with 404", async () => {
    const { shirt, plain, sizes } = await shirtShop()
    const buyer = await createUser(app)
    const plainVariant = await soleVariantOf(app.db, plain.id)
    const other = await cartCall(buyer, 'POST', { productId: shirt.id, variantId: plainVariant })
    expect(other.statusCode).toBe(404)
    const [m] = sizes
    const crossed = await cartCall(buyer, 'POST', { productId: plain.id, variantId: m?.id })
    expect(crossed.statusCode).toBe(404)
    // The shirt now comes in S only: its other variants retire.
    await withSizes(app, shirt.id, ['S'])
    const retired = await cartCall(buyer, 'POST', { productId: shirt.id, variantId: m?.id })
    expect(retired.statusCode).toBe(404)
    expect(await cartOf(buyer)).toEqual([])
  })

  it("holds two sizes as two lines, each with its variant's price, stock and label", async () => {
    const {
      shirt,
      plain,
      sizes: [m, l],
    } = await shirtShop()
    await replaceVariants(
      app.db,
      shirt.id,
      [
        { name: 'Warna', values: ['Merah'] },
        { name: 'Ukuran', values: ['M', 'L'] },
      ],
      [
        { optionValues: ['Merah', 'M'], price: 100_000, stock: 3 },
        { optionValues: ['Merah', 'L'], price: 110_000, stock: 1 },
      ],
    )
    const buyer = await createUser(app)
    const first = await cartCall(buyer, 'POST', { productId: shirt.id, variantId: m?.id })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().data).toMatchObject({
      productId: shirt.id,
      variant: { id: m?.id, label: 'Merah / M', optionValues: ['Merah', 'M'] },
      price: 100_000,
      stock: 3,
      problem: null,
    })
    const second = await cartCall(buyer, 'POST', {
      productId: shirt.id,
      variantId: l?.id,
      quantity: 2,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe(`Only 1 left of '${shirt.name} (Merah / L)'.`)
    const again = await cartCall(buyer, 'POST', { productId: shirt.id, variantId: l?.id })
    expect(again.statusCode, again.body).toBe(201)
    const twice = await cartCall(buyer, 'POST', { productId: shirt.id, variantId: l?.id })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Item already in cart.')
    // Without options the sole variant is used, and the line shows no variant.
    const bare = await cartCall(buyer, 'POST', { productId: plain.id })
    expect(bare.statusCode, bare.body).toBe(201)
    expect(bare.json().data).toMatchObject({ variant: null, price: 20_000, stock: 4 })

    const lines = await cartOf(buyer)
    expect(lines.map((line) => [line.productId, line.variant?.label ?? null, line.price])).toEqual([
      [shirt.id, 'Merah / M', 100_000],
      [shirt.id, 'Merah / L', 110_000],
      [plain.id, null, 20_000],
    ])
  })

  it('changes and removes a line by cartItemId or productId + variantId', async () => {
    const { shirt, plain, sizes } = await shirtShop()
    const [m, l] = sizes
    const buyer = await createUser(app)
    for (const variant of [m, l]) {
      const res = await cartCall(buyer, 'POST', { productId: shirt.id, variantId: variant?.id })
      expect(res.statusCode, res.body).toBe(201)
    }
    await cartCall(buyer, 'POST', { productId: plain.id })
    const [lineM, lineL, linePlain] = await cartOf(buyer)

    const byVariant = await cartCall(buyer, 'PATCH', {
      productId: shirt.id,
      variantId: l?.id,
      quantity: 4,
    })
    expect(byVariant.statusCode, byVariant.body).toBe(200)
    expect(byVariant.json().data).toMatchObject({ id: lineL?.id, quantity: 4 })
    const tooMany = await cartCall(buyer, 'PATCH', { cartItemId: lineM?.id, quantity: 6 })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().message).toBe(`Only 5 left of '${shirt.name} (Merah / M)'.`)
    const byId = await cartCall(buyer, 'PATCH', { cartItemId: lineM?.id, quantity: 2 })
    expect(byId.json().data).toMatchObject({ id: lineM?.id, quantity: 2 })
    // productId alone names no single line of a product with options.
    const vague = await cartCall(buyer, 'PATCH', { productId: shirt.id, quantity: 1 })
    expect(vague.statusCode).toBe(400)
    expect(vague.json().message).toBe('Choose a variant.')
    const plainByProduct = await cartCall(buyer, 'PATCH', { productId: plain.id, quantity: 3 })
    expect(plainByProduct.json().data).toMatchObject({ id: linePlain?.id, quantity: 3 })
    const unnamed = await cartCall(buyer, 'PATCH', { quantity: 1 })
    expect(unnamed.statusCode).toBe(400)

    const removed = await cartCall(buyer, 'DELETE', { cartItemId: lineM?.id })
    expect(removed.statusCode).toBe(204)
    const removedAgain = await cartCall(buyer, 'DELETE', { cartItemId: lineM?.id })
    expect(removedAgain.statusCode).toBe(404)
    const byPair = await cartCall(buyer, 'DELETE', { productId: shirt.id, variantId: l?.id })
    expect(byPair.statusCode).toBe(204)
    const plainGone = await cartCall(buyer, 'DELETE', { productId: plain.id })
    expect(plainGone.statusCode).toBe(204)
    expect(await cartOf(buyer)).toEqual([])
  })

  it("shows a retired variant's line as UNAVAILABLE and the others by their own stock", async () => {
    const { shirt, sizes } = await shirtShop()
    const [m, l, xl] = sizes
    const buyer = await createUser(app)
    for (const variant of [m, l, xl]) {
      await cartCall(buyer, 'POST', { productId: shirt.id, variantId: variant?.id, quantity: 2 })
    }
    // XL retires; L sells down to 1 (the buyer holds 2), M to 0.
    await replaceVariants(
      app.db,
      shirt.id,
      [
        { name: 'Warna', values: ['Merah'] },
        { name: 'Ukuran', values: ['M', 'L'] },
      ],
      [
        { optionValues: ['Merah', 'M'], price: 100_000, stock: 0 },
        { optionValues: ['Merah', 'L'], price: 100_000, stock: 1 },
      ],
    )
    const lines = await cartOf(buyer)
    expect(lines.map((line) => [line.variant?.label, line.problem])).toEqual([
      ['Merah / M', 'SOLD_OUT'],
      ['Merah / L', 'NOT_ENOUGH_STOCK'],
      ['Merah / XL', 'UNAVAILABLE'],
    ])
    // The retired line can still be removed.
    const removed = await cartCall(buyer, 'DELETE', { productId: shirt.id, variantId: xl?.id })
    expect(removed.statusCode).toBe(204)
  })
})
