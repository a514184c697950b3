import type { CatalogPage, Product } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productSalesDaily, products, stores } from '../../src/db/schema/index.ts'
import { refreshPopular } from '../../src/modules/catalog/index.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { createShop, paidOrder, sellerCancelStoreOrder, type Shop } from '../fulfilment/fixtures.ts'

// The local payment twin notifies this app over HTTP, so it listens on a port.
const { app } = await setupListeningApp()

async function product(shop: Shop): Promise<Product> {
  const [row] = await app.db.select().from(products).where(eq(products.id, shop.product.id))
  const res = await app.inject({ method: 'GET', url: `/api/v1/products/${row?.uuid}` })
  expect(res.statusCode).toBe(200)
  return res.json<{ data: Product }>().data
}
async function storeSold(shop: Shop) {
  const [row] = await app.db.select().from(stores).where(eq(stores.id, shop.store.id))
  return row?.sold
}
async function popularRow(shop: Shop) {
  const [row] = await app.db.select().from(products).where(eq(products.id, shop.product.id))
  return row?.popular
}
const cancel = (shop: Shop, storeOrderId: number) =>
  sellerCancelStoreOrder(app, shop, storeOrderId, 'Out of stock in the warehouse')

describe('sold', () => {
  it('counts the units of paid store orders on the product and the store', async () => {
    const shop = await createShop(app, 50_000, 20)
    expect((await product(shop)).sold).toBe(0)
    await paidOrder(app, await createUser(app), [{ shop, quantity: 3 }])
    await paidOrder(app, await createUser(app), [{ shop, quantity: 2 }])
    expect((await product(shop)).sold).toBe(5)
    expect(await storeSold(shop)).toBe(5)
    expect(await popularRow(shop)).toBe(5)
  })

  it('goes back once when a paid store order is canceled, even by two cancels at once', async () => {
    const shop = await createShop(app, 50_000, 20)
    await paidOrder(app, await createUser(app), [{ shop, quantity: 4 }])
    const order = await paidOrder(app, await createUser(app), [{ shop, quantity: 1 }])
    expect((await product(shop)).sold).toBe(5)
    const storeOrderId = order.storeOrderIds[0] as number
    const answers = await Promise.all([cancel(shop, storeOrderId), cancel(shop, storeOrderId)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect((await product(shop)).sold).toBe(4)
    expect(await storeSold(shop)).toBe(4)
    expect(await popularRow(shop)).toBe(4)
    expect((await cancel(shop, storeOrderId)).statusCode).toBe(409)
    expect((await product(shop)).sold).toBe(4)
  })

  it('reaches a kept listing answer without a new catalogue version', async () => {
    const shop = await createShop(app, 50_000, 20)
    const url = `/api/v1/stores/${shop.store.slug}/products`
    const category = (await product(shop)).categorySlug
    const listed = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/products/category/${category}` })
      return res.json<CatalogPage>().data.find((p) => p.id === shop.product.id)
    }
    expect((await listed())?.sold).toBe(0)
    await paidOrder(app, await createUser(app), [{ shop, quantity: 2 }])
    expect((await listed())?.sold).toBe(2)
    const res = await app.inject({ method: 'GET', url })
    expect(res.json<CatalogPage>().data[0]?.sold).toBe(2)
  })
})

describe('popular', () => {
  it('ranks by units sold in the last 30 days, ties by rating then newest', async () => {
    const seller = await createShop(app, 40_000, 50)
    const slow = await createShop(app, 40_000, 50)
    const unsold = await createShop(app, 40_000, 50)
    const rated = await createShop(app, 40_000, 50)
    await app.db
      .update(products)
      .set({ ratingCount: 2, ratingTotal: 9 })
      .where(eq(products.id, rated.product.id))
    await paidOrder(app, await createUser(app), [{ shop: seller, quantity: 30 }])
    await paidOrder(app, await createUser(app), [{ shop: slow, quantity: 20 }])
    const ranked = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/products?sort=popular&limit=100',
      })
      expect(res.statusCode).toBe(200)
      const ids = [seller, slow, unsold, rated].map((s) => s.product.id)
      return res
        .json<CatalogPage>()
        .data.map((p) => p.id)
        .filter((id) => ids.includes(id))
    }
    const ids = (s: Shop[]) => s.map((shop) => shop.product.id)
    expect(await ranked()).toEqual(ids([seller, slow, rated, unsold]))

    // The seller's sales happened 40 days ago: they leave the window once the job runs.
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)
    await app.db
      .update(productSalesDaily)
      .set({ day: old })
      .where(eq(productSalesDaily.productId, seller.product.id))
    expect(await refreshPopular(app.db, new Date())).toBeGreaterThanOrEqual(1)
    expect(await popularRow(seller)).toBe(0)
    expect((await product(seller)).sold).toBe(30)
    expect(await ranked()).toEqual(ids([slow, rated, unsold, seller]))
    expect(await refreshPopular(app.db, new Date())).toBe(0)
  })
})
