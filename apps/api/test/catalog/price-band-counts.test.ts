import type { CatalogPage } from '@pasar/shared'
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { priceBands, products, stores } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createCategory, createStore, createUser } from '../helpers/builders.ts'

// A priced listing's total sums the trigger-kept counts of the price bands inside its range and
// counts its two edges (docs/decisions/0962). Each total here is held against a COUNT of the
// visible products in the range, after every kind of change a product or a store goes through.
// Answers are made afresh (no answer cache), so each total is the statement's own.
const { app } = await setupTestApp({ CATALOGUE_CACHE_MB: '0' })
const seller = await createUser(app)
const [one, two] = [await createStore(app, seller.id), await createStore(app, seller.id)]
const [shoes, bags] = [
  await createCategory(app, 'Band Shoes'),
  await createCategory(app, 'Band Bags'),
]
if (!one || !two) throw new Error('unreachable')

const bands = await app.db.select().from(priceBands).orderBy(priceBands.band)
const band = (index: number) => bands[index] ?? { lo: 1_000, hi: 1_000 }
// Prices on band edges (a band's first and last rupiah, one past), and a spread between.
const edgePrices = [10, 40, 41, 95, 150, 200].flatMap((i) => [band(i).lo, band(i).hi])
let seed = 7
const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647
const spread = Array.from({ length: 120 }, () => 1_000 + Math.floor(random() * 2_000_000))

// One insert of many rows (the statement trigger), then single ones.
await app.db.insert(products).values(
  [...edgePrices, ...spread].map((price, i) => ({
    storeId: i % 3 === 0 ? two.id : one.id,
    categoryId: i % 2 === 0 ? shoes.id : bags.id,
    name: `Band product ${i}`,
    description: 'Priced on and between band edges',
    price: Math.max(1_000, Math.min(100_000_000, price)),
    stock: 5,
  })),
)
for (const price of [1_000, 100_000_000, band(41).lo - 1]) {
  await app.db.insert(products).values({
    storeId: one.id,
    categoryId: shoes.id,
    name: `Band single ${price}`,
    description: 'One by one',
    price,
    stock: 1,
  })
}

const ranges: Array<[number | undefined, number | undefined]> = [
  [undefined, undefined],
  [band(40).lo, band(41).hi],
  [band(40).lo + 1, band(41).hi - 1],
  [band(41).lo, band(41).lo],
  [band(41).lo - 1, band(150).hi],
  [band(95).hi, band(95).hi + 1],
  [1_000, 50_000],
  [50_000, undefined],
  [undefined, 300_000],
  [123_456, 1_987_654],
  [1_000, 100_000_000],
]

/** The visible products priced in the range (in the category, when given), counted. */
async function counted(min: number | undefined, max: number | undefined, categoryId?: number) {
  const [row] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(
      and(
        isNull(products.deletedAt),
        isNull(products.hiddenAt),
        isNull(stores.deletedAt),
        isNull(stores.hiddenAt),
        min === undefined ? undefined : gte(products.price, min),
        max === undefined ? undefined : lte(products.price, max),
        categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
      ),
    )
  return row?.n ?? -1
}

async function listed(path: string, min: number | undefined, max: number | undefined) {
  const query = new URLSearchParams({ limit: '1' })
  if (min !== undefined) query.set('minPrice', String(min))
  if (max !== undefined) query.set('maxPrice', String(max))
  const res = await app.inject({ method: 'GET', url: `${path}?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<CatalogPage>().pagination.totalItems
}

async function expectExactTotals(after: string) {
  for (const [min, max] of ranges) {
    const label = `${after}: ${min ?? '…'}–${max ?? '…'}`
    expect(await listed('/api/v1/products', min, max), label).toBe(await counted(min, max))
    for (const category of [shoes, bags]) {
      expect(
        await listed(`/api/v1/products/category/${category.slug}`, min, max),
        `${label} in ${category.name}`,
      ).toBe(await counted(min, max, category.id))
    }
  }
}

const ids = async () =>
  (await app.db.select({ id: products.id }).from(products).orderBy(products.id)).map((r) => r.id)
const pick = async (from: number, count: number) => (await ids()).slice(from, from + count)

describe('a priced listing total', () => {
  it('is exact after products are added', async () => {
    await expectExactTotals('added')
  })

  it('is exact after every kind of change to products and stores', async () => {
    await app.db
      .update(products)
      .set({ price: sql`least(${products.price} * 3, 100000000)` })
      .where(inArray(products.id, await pick(0, 15)))
    await expectExactTotals('repriced')
    await app.db
      .update(products)
      .set({ hiddenAt: new Date() })
      .where(inArray(products.id, await pick(20, 4)))
    await expectExactTotals('hidden by an operator')
    await app.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(inArray(products.id, await pick(30, 4)))
    await expectExactTotals('deleted')
    await app.db
      .update(products)
      .set({ categoryId: bags.id, price: 777_000 })
      .where(inArray(products.id, await pick(40, 6)))
    await expectExactTotals('moved to another category and repriced')
    await app.db.update(stores).set({ hiddenAt: new Date() }).where(eq(stores.id, two.id))
    await expectExactTotals('store hidden')
    await app.db.update(products).set({ price: 5_000 }).where(eq(products.storeId, two.id))
    await app.db.update(stores).set({ hiddenAt: null }).where(eq(stores.id, two.id))
    await expectExactTotals('store shown again, its products repriced while hidden')
    await app.db
      .update(products)
      .set({ hiddenAt: null })
      .where(inArray(products.id, await pick(20, 2)))
    await expectExactTotals('products shown again')
    await app.db.delete(products).where(inArray(products.id, await pick(50, 3)))
    await expectExactTotals('rows removed')
    await app.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.id, one.id))
    await expectExactTotals('store deleted')
  })
})
