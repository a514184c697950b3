import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products, productVariants } from '../../src/db/schema/index.ts'
import { setupShop } from '../helpers/catalogue.ts'
import {
  everyCombination,
  productWithPictures,
  putVariants,
  replaced,
  variantRows,
} from './support.ts'

// Replacing a product's variants while others replace them and buyers take their stock
// (docs/decisions/1015-variants.md): the edits follow one another, and an edit and a sale lock
// a variant before the product, so neither waits for the other crosswise.

const { app, seller, store } = await setupShop()
const shirt = await productWithPictures(app, store, 1)
const optionsWith = (colour: string) => [
  { name: 'Warna', values: ['Merah', colour] },
  { name: 'Ukuran', values: ['M', 'L'] },
]
const first = await replaced(
  app,
  seller,
  store.slug,
  shirt.uuid,
  everyCombination(optionsWith('Biru'), () => ({ stock: 50 })),
)
const steady = first.variants.find((v) => v.optionValues.join(' / ') === 'Merah / M')
if (!steady) throw new Error('Merah / M expected')

/** A sale's write of one unit of the variant, as checkout takes it. */
const sale = (variantId: number) =>
  app.db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - 1` })
    .where(eq(productVariants.id, variantId))

describe('PUT …/variants at once with others and with sales', () => {
  it('leaves one live variant per combination and the product’s figures their sums', async () => {
    const edits = ['Hijau', 'Kuning', 'Hitam', 'Putih', 'Ungu', 'Abu'].map((colour, i) =>
      putVariants(
        app,
        seller,
        store.slug,
        shirt.uuid,
        everyCombination(optionsWith(colour), () => ({ stock: 50, price: 100_000 + i * 1000 })),
      ),
    )
    const sales = Array.from({ length: 10 }, () => sale(steady.id))
    const [answers] = await Promise.all([Promise.all(edits), Promise.all(sales)])
    for (const res of answers) expect(res.statusCode, res.body).toBe(200)

    const live = (await variantRows(app, shirt.id)).filter((row) => row.retiredAt === null)
    const combinations = live.map((row) => row.optionValues.join(' / '))
    expect(new Set(combinations).size).toBe(4)
    expect(combinations).toHaveLength(4)
    expect(live.find((row) => row.optionValues.join(' / ') === 'Merah / M')?.id).toBe(steady.id)
    const [product] = await app.db.select().from(products).where(eq(products.id, shirt.id))
    expect(product?.stock).toBe(live.reduce((sum, row) => sum + row.stock, 0))
    expect(product?.price).toBe(Math.min(...live.map((row) => row.price)))
  })
})
