import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Product } from '@pasar/shared'
import { seedDemoIfEmpty } from '../../src/seed/demo.ts'
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.ts'
import { seedLargeCatalog } from '../../src/seed/large.ts'
import { setupTestApp } from '../helpers/app.ts'

const { app, dataDir } = await setupTestApp()

async function count(table: string): Promise<number> {
  const result = (await app.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as {
    rows: { n: number }[]
  }
  return Number(result.rows[0]?.n)
}

describe('demo data', { timeout: 120_000 }, () => {
  it('fills an empty database once: categories, accounts, three stores, 60+ products', async () => {
    expect(await seedDemoIfEmpty(app.db, app.storage)).toBe(true)
    expect(await count('categories')).toBe(7)
    expect(await count('users')).toBe(DEMO_ACCOUNTS.length)
    expect(await count('stores')).toBe(3)
    expect(await count('products')).toBeGreaterThanOrEqual(60)
    // A second start changes nothing.
    expect(await seedDemoIfEmpty(app.db, app.storage)).toBe(false)
    expect(await count('users')).toBe(DEMO_ACCOUNTS.length)
  })

  it('lets the demo shopper sign in with the documented password', async () => {
    const shopper = DEMO_ACCOUNTS.find((a) => a.role === 'shopper')
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: shopper?.email, password: shopper?.password },
    })
    expect(res.statusCode).toBe(200)
  })

  it('gives every product 1–3 stored WebP pictures and covers every category', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    expect(res.statusCode).toBe(200)
    const products = res.json<{ data: Product[] }>().data
    expect(products.length).toBeGreaterThanOrEqual(60)
    expect(new Set(products.map((p) => p.categorySlug)).size).toBe(7)
    for (const product of products) {
      expect(product.images.length).toBeGreaterThanOrEqual(1)
      expect(product.images.length).toBeLessThanOrEqual(3)
      expect(product.price).toBeGreaterThanOrEqual(1000)
    }
    const first = products[0]?.images[0] ?? ''
    const file = path.join(dataDir, 'uploads', new URL(first).pathname.replace('/uploads/', ''))
    const bytes = fs.readFileSync(file)
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP')
    const served = await app.inject({ method: 'GET', url: new URL(first).pathname })
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
    // New products still get ids from the sequence after the generated ones.
    const listed = await app.inject({ method: 'GET', url: '/api/v1/products?limit=1' })
    expect(listed.json<{ pagination: { totalItems: number } }>().pagination.totalItems).toBe(
      before + 2_000,
    )
  })
})
