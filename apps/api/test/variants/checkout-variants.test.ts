import type { CartItem, Order } from '@pasar/shared'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, productVariants } from '../../src/db/schema/index.ts'
import { paymentItems, paymentLineName } from '../../src/modules/orders/payment-items.ts'
import { expireOverdueOrders } from '../../src/modules/orders/payment-state.ts'
import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { buyerAddressId, checkout, ensureStoreOrigin, quoteRates } from '../helpers/checkout.ts'
import { replaceVariants, withSizes } from '../helpers/variants.ts'
import { cancelOrder, createShop, getOrder, stockOf } from '../orders/shop.ts'

// What a buyer orders is a variant (docs/decisions/1015-variants.md): its stock is taken and
// given back, its order line keeps it, mail and the payment provider name it.
const { app } = await setupTestApp()

async function cartOf(buyer: TestUser): Promise<CartItem[]> {
  const res = await app.inject({ url: '/api/v1/carts', headers: buyer.auth })
  return res.json().data.cartItems
}

async function stocks(productId: number) {
  const rows = await app.db
    .select({ values: productVariants.optionValues, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
  return Object.fromEntries(rows.map((row) => [row.values.join(' / ') || '-', row.stock]))
}

/** A buyer with Kemeja Batik in Merah M (quantity 2) and Merah L (1) in the cart; 5 of each size. */
async function shirtInCart() {
  const {
    seller,
    store,
    products: [shirt],
  } = await createShop(app, [{ price: 90_000, stock: 10 }])
  const [m, l, xl] = await withSizes(app, shirt.id, ['M', 'L', 'XL'])
  if (!m || !l || !xl) throw new Error('variants not written')
  const buyer = await createUser(app)
  for (const [variant, quantity] of [
    [m, 2],
    [l, 1],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/carts',
      headers: buyer.auth,
      payload: { productId: shirt.id, variantId: variant.id, quantity },
    })
    expect(res.statusCode, res.body).toBe(201)
  }
  const [lineM, lineL] = await cartOf(buyer)
  if (!lineM || !lineL) throw new Error('lines not added')
  return { seller, store, shirt, m, l, xl, buyer, lineM, lineL }
}

async function placed(res: Awaited<ReturnType<typeof checkout>>): Promise<Order> {
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data
}

describe('checkout per variant', () => {
  it('orders the lines cartItemIds selects, takes only their variants’ stock', async () => {
    const { shirt, m, lineM, lineL, buyer } = await shirtInCart()
    const order = await placed(await checkout(app, buyer, undefined, { cartItemIds: [lineM.id] }))
    expect(order.orderItems).toEqual([
      expect.objectContaining({
        productId: shirt.id,
        productName: shirt.name,
        variantId: m.id,
        variantLabel: 'Merah / M',
        price: 100_000,
        quantity: 2,
      }),
    ])
    expect(order.storeOrders[0]?.orderItems[0]).toMatchObject({
      variantId: m.id,
      variantLabel: 'Merah / M',
    })
    expect(await stocks(shirt.id)).toEqual({
      '-': 10,
      'Merah / M': 3,
      'Merah / L': 5,
      'Merah / XL': 5,
    })
    expect(await stockOf(app, shirt.id)).toBe(13)
    // The other size stays in the cart.
    expect((await cartOf(buyer)).map((line) => line.id)).toEqual([lineL.id])
  })

  it("quotes shipping by the selected variant's weight", async () => {
    const { shirt, lineM, lineL, buyer } = await shirtInCart()
    await replaceVariants(
      app.db,
      shirt.id,
      [
        { name: 'Warna', values: ['Merah'] },
        { name: 'Ukuran', values: ['M', 'L', 'XL'] },
      ],
      ['M', 'L', 'XL'].map((size) => ({
        optionValues: ['Merah', size],
        price: 100_000,
        stock: 5,
        weight: size === 'L' ? 20_000 : 200,
      })),
    )
    const addressId = await buyerAddressId(app, buyer)
    await ensureStoreOrigin(app, shirt.storeId)
    const cheapest = async (cartItemIds: number[]) => {
      const res = await quoteRates(app, buyer, addressId, undefined, cartItemIds)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data[0].options[0].price as number
    }
    expect(await cheapest([lineL.id])).toBeGreaterThan(await cheapest([lineM.id]))
  })

  it('selects every line of a product by productIds, and refuses a line not in the cart', async () => {
    const { shirt, buyer, lineM } = await shirtInCart()
    const missing = await checkout(app, buyer, undefined, { cartItemIds: [lineM.id + 100_000] })
    expect(missing.statusCode).toBe(409)
    expect(missing.json().message).toBe(
      'Some selected items are no longer in your cart. Please refresh the cart.',
    )
    const order = await placed(await checkout(app, buyer, [shirt.id]))
    expect(order.orderItems.map((item) => [item.variantLabel, item.quantity])).toEqual([
      ['Merah / M', 2],
      ['Merah / L', 1],
    ])
    expect(await stockOf(app, shirt.id)).toBe(12)
    expect(await cartOf(buyer)).toEqual([])
  })

  it('keeps variantId and variantLabel on the order after the variants retire', async () => {
    const { shirt, m, l, buyer, seller, store } = await shirtInCart()
    const order = await placed(await checkout(app, buyer))
    await withSizes(app, shirt.id, ['S'])
    const res = await getOrder(app, buyer, order.id)
    expect(res.statusCode).toBe(200)
    const again = res.json().data as Order
    expect(again.orderItems.map((item) => [item.variantId, item.variantLabel])).toEqual([
      [m.id, 'Merah / M'],
      [l.id, 'Merah / L'],
    ])
    const part = again.storeOrders[0]
    const sellerView = await app.inject({
      url: `/api/v1/stores/${store.slug}/orders/${part?.id}`,
      headers: seller.auth,
    })
    expect(sellerView.statusCode, sellerView.body).toBe(200)
    expect(
      sellerView
        .json()
        .data.orderItems.map((item: Order['orderItems'][number]) => item.variantLabel),
    ).toEqual(['Merah / M', 'Merah / L'])
  })

  it('names the variant to the payment provider and in the order mail', async () => {
    const { shirt, buyer } = await shirtInCart()
    const order = await placed(await checkout(app, buyer))
    const items = await paymentItems(app.db, order.id)
    expect(items.slice(0, 2).map((item) => [item.name, item.price, item.quantity])).toEqual([
      [`${shirt.name} (Merah / M)`, 100_000, 2],
      [`${shirt.name} (Merah / L)`, 100_000, 1],
    ])
    const [mail] = await app.db
      .select({ text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, buyer.email))
    expect(mail?.text).toContain(`2 × ${shirt.name} (Merah / M)`)
    expect(mail?.html).toContain(`${shirt.name} (Merah / L)`)
  })

  it('keeps the variant within the provider’s 50 characters by shortening the name', () => {
    expect(paymentLineName('Kemeja Batik', 'Merah / XL')).toBe('Kemeja Batik (Merah / XL)')
    expect(paymentLineName('Kemeja Batik', null)).toBe('Kemeja Batik')
    const long = 'Kemeja Batik Tulis Pekalongan Lengan Panjang Premium Katun'
    const named = paymentLineName(long, 'Merah / XL')
    expect(named.length).toBeLessThanOrEqual(50)
    expect(named.endsWith('… (Merah / XL)')).toBe(true)
  })

  it('gives the stock back to the variants bought on cancel and on expiry', async () => {
    const first = await shirtInCart()
    const canceled = await placed(await checkout(app, first.buyer))
    expect(await stocks(first.shirt.id)).toMatchObject({ 'Merah / M': 3, 'Merah / L': 4 })
    const res = await cancelOrder(app, first.buyer, canceled.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(await stocks(first.shirt.id)).toMatchObject({
      'Merah / M': 5,
      'Merah / L': 5,
      'Merah / XL': 5,
    })
    expect(await stockOf(app, first.shirt.id)).toBe(15)

    const second = await shirtInCart()
    await placed(await checkout(app, second.buyer, undefined, { cartItemIds: [second.lineL.id] }))
    expect(await stockOf(app, second.shirt.id)).toBe(14)
    const later = new Date(Date.now() + 24 * 60 * 60_000)
    while ((await expireOverdueOrders(refundDepsOf(app), later)) > 0);
    expect(await stocks(second.shirt.id)).toMatchObject({
      'Merah / M': 5,
      'Merah / L': 5,
      'Merah / XL': 5,
    })
    expect(await stockOf(app, second.shirt.id)).toBe(15)
  })

  it('buys again per variant: each variant back in the cart, a retired one left out', async () => {
    const { shirt, m, l, buyer } = await shirtInCart()
    const order = await placed(await checkout(app, buyer))
    await withSizes(app, shirt.id, ['M', 'XL'])
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/reorder`,
      headers: buyer.auth,
    })
    expect(res.statusCode, res.body).toBe(200)
    const lines = (res.json().data.cartItems as CartItem[]).map((line) => [
      line.variant?.id,
      line.quantity,
    ])
    expect(lines).toEqual([[m.id, 2]])
    expect(lines).not.toContainEqual([l.id, 1])
  })

  it('refuses a line whose variant retired, and takes nothing', async () => {
    const { shirt, buyer } = await shirtInCart()
    await withSizes(app, shirt.id, ['M', 'XL'])
    const res = await checkout(app, buyer)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(`'${shirt.name} (Merah / L)' is no longer available.`)
    expect(await stocks(shirt.id)).toMatchObject({
      'Merah / M': 5,
      'Merah / L': 5,
      'Merah / XL': 5,
    })
    expect(await stockOf(app, shirt.id)).toBe(10)
  })
})
