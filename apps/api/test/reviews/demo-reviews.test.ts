import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products, stores } from '../../src/db/schema/index.ts'
import { seedDemoIfEmpty } from '../../src/seed/demo.ts'
import { DEMO_REVIEWS } from '../../src/seed/demo-reviews.ts'
import { setupTestApp } from '../helpers/app.ts'

const { app, config } = await setupTestApp()

describe('the demo seed', () => {
  it('reviews its completed demo orders, some answered, and the tallies count them', async () => {
    const payments = { provider: app.payments, paymentTtlMs: config.orderPaymentTtlMs }
    expect(await seedDemoIfEmpty(app.db, app.storage, payments)).toBe(true)
    const [aurora] = await app.db
      .select({
        uuid: products.uuid,
        count: products.ratingCount,
        total: products.ratingTotal,
        storeId: products.storeId,
      })
      .from(products)
      .where(eq(products.name, 'Headphone Wireless ANC Aurora'))
    if (!aurora) throw new Error('no demo headphones')
    const res = await app.inject({ url: `/api/v1/products/${aurora.uuid}/reviews` })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.summary).toMatchObject({ count: 3, average: 4.7 })
    expect(aurora).toMatchObject({ count: 3, total: 14 })
    expect(body.data.filter((r: { reply: unknown }) => r.reply !== null)).toHaveLength(1)
    const [store] = await app.db
      .select({ count: stores.ratingCount })
      .from(stores)
      .where(eq(stores.id, aurora.storeId))
    expect(store?.count).toBe(DEMO_REVIEWS.length)
    // Seeding again changes nothing.
    expect(await seedDemoIfEmpty(app.db, app.storage, payments)).toBe(false)
  }, 180_000)
})
