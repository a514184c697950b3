import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  IMAGES_ON_EDIT_MAX,
  orderPageSchema,
  orderSchema,
  type Order,
  type Product,
  type ProductOption,
  type Variant,
} from '@pasar/shared'
import { seedDemoIfEmpty } from '../../src/seed/demo.ts'
import { DEMO_ORDERS } from '../../src/seed/demo-orders.ts'
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.ts'
import { demoVariantRows } from '../../src/seed/demo-variants.ts'
import { DEMO_VOUCHERS } from '../../src/seed/demo-vouchers.ts'
import { DEMO_STORES } from '../../src/seed/demo-catalog.ts'
import { seedLargeCatalog } from '../../src/seed/large.ts'
import { postLogin, signIn } from '../auth/helpers.ts'
import { setupTestApp } from '../helpers/app.ts'

const { app, dataDir, config } = await setupTestApp()
const payments = { provider: app.payments, paymentTtlMs: config.orderPaymentTtlMs }
const shopper = DEMO_ACCOUNTS.find((a) => a.role === 'shopper')
if (!shopper) throw new Error('no demo shopper')

const shopperAuth = () => signIn(app, shopper)

/** The stock the demo store lists for a product, before any order. */
/** The stock the demo store lists: the product's, or the sum of its variants'. */
function listedStock(name: string): number | undefined {
  const product = DEMO_STORES.flatMap((s) => s.products).find((p) => p.name === name)
  if (!product?.variants) return product?.stock
  return demoVariantRows(product, 1, []).reduce((sum, variant) => sum + variant.stock, 0)
}

async function stockNow(productId: number | null): Promise<number> {
  const res = await app.inject({ url: '/api/v1/products?limit=100' })
  const product = res.json<{ data: Product[] }>().data.find((p) => p.id === productId)
  return product?.stock ?? -1
}

async function count(table: string): Promise<number> {
  const result = (await app.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as {
    rows: { n: number }[]
  }
  return Number(result.rows[0]?.n)
}

describe('demo data', { timeout: 120_000 }, () => {
  it('fills an empty database once: categories, accounts, three stores, 60+ products', async () => {
    expect(await seedDemoIfEmpty(app.db, app.storage, payments)).toBe(true)
    expect(await count('categories')).toBe(7)
    expect(await count('users')).toBe(DEMO_ACCOUNTS.length)
    expect(await count('stores')).toBe(3)
    expect(await count('products')).toBeGreaterThanOrEqual(60)
    // A second start changes nothing.
    expect(await count('orders')).toBe(DEMO_ORDERS.length)
    expect(await seedDemoIfEmpty(app.db, app.storage, payments)).toBe(false)
    expect(await count('users')).toBe(DEMO_ACCOUNTS.length)
    expect(await count('orders')).toBe(DEMO_ORDERS.length)
    expect(await count('payment_attempts')).toBe(DEMO_ORDERS.length)
  })

  it('gives the demo shopper an order in every state, newest first, totals from the lines', async () => {
    const res = await app.inject({ url: '/api/v1/orders?limit=50', headers: await shopperAuth() })
    expect(res.statusCode).toBe(200)
    const orders = orderPageSchema.parse(res.json()).data
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['PENDING', 'PAID', 'CANCELED', 'EXPIRED', 'FAILED']),
    )
    const created = orders.map((o) => Date.parse(o.createdAt))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    // Spread over the last weeks, none in the future.
    expect(Date.now() - (created.at(-1) ?? 0)).toBeGreaterThan(14 * 86_400_000)
    expect(Math.max(...created)).toBeLessThanOrEqual(Date.now())
    for (const order of orders) {
      expect(order.orderItems.length).toBeGreaterThanOrEqual(1)
      expect(order.orderItems.length).toBeLessThanOrEqual(3)
      const sum = order.orderItems.reduce((total, line) => total + line.price * line.quantity, 0)
      expect(order.itemsTotal).toBe(sum)
      expect(order.shippingTotal).toBe(order.storeOrders.reduce((t, s) => t + s.shipping.price, 0))
      const discounts = order.storeOrders.map((s) => s.discount.store + s.discount.platform)
      expect(order.discountTotal).toBe(discounts.reduce((t, d) => t + d, 0))
      expect(order.totalPrice).toBe(order.itemsTotal + order.shippingTotal - order.discountTotal)
      expect(order.address?.recipientName).toBe('Dewi Lestari')
      for (const line of order.orderItems) {
        expect([1, 2]).toContain(line.quantity)
        expect(listedStock(line.productName)).toBeDefined()
      }
    }
    // The one canceled order that was paid late shows its full refund, paid out.
    const refunded = orders.filter((o) => o.refund !== null)
    expect(refunded).toHaveLength(1)
    expect(refunded[0]?.status).toBe('CANCELED')
    expect(refunded[0]?.refund).toEqual({ amount: refunded[0]?.totalPrice, status: 'DONE' })
    const rows = (await app.db.execute(sql`SELECT refund_key FROM refunds`)) as {
      rows: { refund_key: string }[]
    }
    const sellerCanceled = orders
      .flatMap((o) => o.storeOrders)
      .filter((part) => part.refund !== null)
    expect(sellerCanceled).toHaveLength(1)
    expect(rows.rows.map((r) => r.refund_key).sort()).toEqual(
      [`late-payment-${refunded[0]?.id}`, `store-order-${sellerCanceled[0]?.id}`].sort(),
    )
  })

  it('puts store orders in every fulfilment state, several for the demo seller', async () => {
    const orders = orderPageSchema.parse(
      (await app.inject({ url: '/api/v1/orders?limit=50', headers: await shopperAuth() })).json(),
    ).data
    const parts = orders.flatMap((o) => o.storeOrders)
    expect(new Set(parts.map((p) => p.status))).toEqual(
      new Set(['AWAITING_PAYMENT', 'TO_SHIP', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELED']),
    )
    for (const order of orders) {
      expect(order.storeOrders.length).toBeGreaterThanOrEqual(1)
      const paidParts = order.storeOrders.filter((p) => p.shipBy !== null)
      expect(paidParts.length).toBe(order.status === 'PAID' ? order.storeOrders.length : 0)
    }
    const shipped = parts.filter((p) => p.status === 'SHIPPED')
    expect(shipped.every((p) => p.shipping.trackingNumber && p.tracking.length >= 2)).toBe(true)
    const dueSoon = parts.filter(
      (p) => p.status === 'TO_SHIP' && Date.parse(p.shipBy ?? '') - Date.now() < 6 * 3_600_000,
    )
    expect(dueSoon).toHaveLength(1)
    expect(
      parts
        .filter((p) => p.status === 'TO_SHIP')
        .every((p) => Date.parse(p.shipBy ?? '') > Date.now()),
    ).toBe(true)
    const canceled = parts.find((p) => p.refund !== null)
    expect(canceled).toMatchObject({ status: 'CANCELED', refund: { status: 'DONE' } })
    expect(canceled?.refund?.amount).toBe(
      (canceled?.itemsTotal ?? 0) + (canceled?.shipping.price ?? 0),
    )
    const seller = new Set(
      parts.filter((p) => p.store.slug === 'gadget-nusantara').map((p) => p.status),
    )
    expect(seller.size).toBeGreaterThanOrEqual(5)
  })

  it('gives every store a voucher in force, Pasar a free-shipping one, and orders that used them', async () => {
    for (const store of DEMO_STORES) {
      const res = await app.inject({ url: `/api/v1/stores/${store.slug}/vouchers/active` })
      expect(res.statusCode).toBe(200)
      expect(res.json<{ data: unknown[] }>().data.length).toBeGreaterThanOrEqual(1)
    }
    const platform = DEMO_VOUCHERS.filter((voucher) => voucher.store === null)
    expect(platform.map((voucher) => voucher.appliesTo)).toContain('SHIPPING')

    const res = await app.inject({ url: '/api/v1/orders?limit=50', headers: await shopperAuth() })
    const orders = orderPageSchema.parse(res.json()).data
    const discounted = orders.filter((order) => order.discountTotal > 0)
    expect(new Set(discounted.map((order) => order.status))).toEqual(
      new Set(['PENDING', 'PAID', 'CANCELED']),
    )
    const parts = discounted.flatMap((order) => order.storeOrders)
    expect(parts.some((part) => part.discount.store > 0)).toBe(true)
    expect(parts.some((part) => part.discount.platform > 0)).toBe(true)
    // A use counts until its order ends unpaid: the canceled order gave its voucher back.
    const uses = (await app.db.execute(
      sql.raw(`SELECT code, uses FROM vouchers WHERE code IN ('BATIKSARI10', 'GADGET50K')`),
    )) as { rows: { code: string; uses: number }[] }
    expect(Object.fromEntries(uses.rows.map((row) => [row.code, Number(row.uses)]))).toEqual({
      BATIKSARI10: 1,
      GADGET50K: 2,
    })
  })

  it("holds the PENDING order's stock, and only its stock, out of the shop", async () => {
    const auth = await shopperAuth()
    const orders = (await app.inject({ url: '/api/v1/orders?limit=50', headers: auth })).json<{
      data: Order[]
    }>().data
    for (const order of orders) {
      for (const line of order.orderItems) {
        const reserved = order.status === 'PENDING' ? line.quantity : 0
        expect(await stockNow(line.productId)).toBe((listedStock(line.productName) ?? 0) - reserved)
      }
    }
  })

  it("lets the demo shopper complete the PENDING order's payment in the local popup", async () => {
    const auth = await shopperAuth()
    const pending = (
      await app.inject({ url: '/api/v1/orders?status=pending', headers: auth })
    ).json<{ data: Order[] }>().data
    expect(pending).toHaveLength(1)
    const order = pending[0] as Order
    expect(Date.parse(order.paymentDeadline)).toBeGreaterThan(Date.now())
    // The token was made by the payment provider: its pay page knows the order.
    expect(order.token).toEqual(expect.any(String))
    const payPage = await app.inject({ url: `/local/midtrans/pay/${order.token}` })
    expect(payPage.statusCode).toBe(200)

    // 'Complete payment' first asks the server for the order's payment status.
    const checked = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${order.id}`,
      headers: auth,
    })
    expect(checked.statusCode).toBe(200)
    expect(orderSchema.parse(checked.json().data)).toMatchObject({
      status: 'PENDING',
      token: order.token,
    })

    const paid = await app.inject({
      method: 'POST',
      url: `/local/midtrans/pay/${order.token}`,
      payload: { choice: 'pay' },
    })
    expect(paid.json()).toMatchObject({ event: 'success' })
    const after = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${order.id}`,
      headers: auth,
    })
    expect(after.json().data.status).toBe('PAID')
  })

  it('lets the demo shopper sign in with the documented password', async () => {
    const res = await postLogin(app, shopper)
    expect(res.statusCode).toBe(200)
  })

  it("sells Batik & Busana Sari's clothes in colours and sizes and Gadget Nusantara's phones in colours", async () => {
    const search = async (q: string) =>
      (await app.inject({ url: `/api/v1/products?q=${encodeURIComponent(q)}&limit=5` })).json<{
        data: Product[]
      }>().data[0]
    const detail = async (q: string) => {
      const found = await search(q)
      const res = await app.inject({ url: `/api/v1/products/${found?.uuid ?? ''}` })
      return res.json<{ data: Product & { options: ProductOption[]; variants: Variant[] } }>().data
    }
    const shirt = await detail('Kemeja Batik Pria Lengan Panjang Parang')
    expect(shirt.options.map((option) => option.name)).toEqual(['Warna', 'Ukuran'])
    expect(shirt.variants).toHaveLength(10)
    // One size sold out in every colour; the biggest costs more; each colour shows its picture.
    const small = shirt.variants.filter((variant) => variant.optionValues[1] === 'S')
    expect(small.map((variant) => variant.stock)).toEqual([0, 0])
    expect(shirt.priceMax).toBeGreaterThan(shirt.price)
    expect(shirt.stock).toBe(shirt.variants.reduce((sum, variant) => sum + variant.stock, 0))
    const pictures = new Set(shirt.variants.map((variant) => variant.image))
    expect(pictures.size).toBe(2)
    for (const picture of pictures) expect(shirt.images).toContain(picture)
    const phone = await detail('HP Nusa X5')
    expect(phone.options).toEqual([
      { name: 'Warna', values: ['Hitam Onyx', 'Biru Laut', 'Hijau Mint'] },
    ])
  })

  it('gives every product 1–5 stored WebP pictures (one per colour) and covers every category', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    expect(res.statusCode).toBe(200)
    const products = res.json<{ data: Product[] }>().data
    expect(products.length).toBeGreaterThanOrEqual(60)
    expect(new Set(products.map((p) => p.categorySlug)).size).toBe(7)
    for (const product of products) {
      expect(product.images.length).toBeGreaterThanOrEqual(1)
      expect(product.images.length).toBeLessThanOrEqual(IMAGES_ON_EDIT_MAX)
      expect(product.price).toBeGreaterThanOrEqual(1000)
      expect(product.priceMax).toBeGreaterThanOrEqual(product.price)
    }
    const first = products[0]?.images[0] ?? ''
    const file = path.join(dataDir, 'uploads', first.replace('/uploads/', ''))
    const bytes = fs.readFileSync(file)
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP')
    const served = await app.inject({ method: 'GET', url: first })
    expect(served.statusCode).toBe(200)
  })
})

describe('bulk catalogue', { timeout: 120_000 }, () => {
  it('adds N varied products with pictures in a few statements', async () => {
    const before = await count('products')
    const result = await seedLargeCatalog(app.db, app.storage, { products: 2_000, batchSize: 700 })
    expect(result.products).toBe(2_000)
    expect(await count('products')).toBe(before + 2_000)
    const stats = (await app.db.execute(sql`
      SELECT count(DISTINCT name)::int AS names, count(DISTINCT category_id)::int AS categories,
             min(price)::int AS min_price, max(price)::int AS max_price,
             count(*) FILTER (WHERE NOT EXISTS (
               SELECT 1 FROM product_images i WHERE i.product_id = p.id))::int AS without_images
      FROM products p`)) as {
      rows: {
        names: number
        categories: number
        min_price: number
        max_price: number
        without_images: number
      }[]
    }
    const row = stats.rows[0]
    expect(row?.names).toBeGreaterThan(1_500)
    expect(row?.categories).toBe(7)
    expect(row?.without_images).toBe(0)
    expect(row?.min_price).toBeGreaterThanOrEqual(1_000)
    expect(row?.max_price).toBeLessThanOrEqual(100_000_000)
    // Three in ten have options, each variant one value per option; every page answers.
    const variants = (await app.db.execute(sql`
      SELECT count(DISTINCT p.id)::int AS products,
             count(*) FILTER (WHERE cardinality(v.option_values) <> jsonb_array_length(p.options)
               OR array_position(v.option_values, NULL) IS NOT NULL)::int AS malformed
      FROM products p JOIN product_variants v ON v.product_id = p.id AND v.retired_at IS NULL
      WHERE p.options <> '[]'`)) as { rows: { products: number; malformed: number }[] }
    expect(variants.rows[0]?.products).toBeGreaterThanOrEqual(600)
    expect(variants.rows[0]?.malformed).toBe(0)
    const page = await app.inject({ url: '/api/v1/products?limit=20' })
    for (const product of page.json<{ data: Product[] }>().data) {
      const res = await app.inject({ url: `/api/v1/products/${product.uuid}` })
      expect(res.statusCode, res.body).toBe(200)
    }
    // New products still get ids from the sequence after the generated ones.
    const listed = await app.inject({ method: 'GET', url: '/api/v1/products?limit=1' })
    expect(listed.json<{ pagination: { totalItems: number } }>().pagination.totalItems).toBe(
      before + 2_000,
    )
  })
})
