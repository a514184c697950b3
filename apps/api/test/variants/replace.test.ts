import type { CatalogPage, OwnedProductPage } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/index.ts'
import { setupShop } from '../helpers/catalogue.ts'
import {
  colourAndSize,
  everyCombination,
  pictureUrl,
  productWithPictures,
  putVariants,
  replaced,
  shown,
  variantRows,
} from './support.ts'

// Replacing a product's variants (docs/decisions/1015-variants.md): ids kept for unchanged
// combinations, variants gone retired, and the product's figures following its variants.

const { app, seller, store, categories } = await setupShop('Kemeja')
const [shirts] = categories
const put = (uuid: string, body: Parameters<typeof replaced>[4]) =>
  replaced(app, seller, store.slug, uuid, body)

describe('a product without options', () => {
  it('has its sole variant from its own figures, shown on its page', async () => {
    const plain = await productWithPictures(app, store, 1, { price: 75_000, stock: 4, weight: 300 })
    const page = await shown(app, plain.uuid)
    expect(page).toMatchObject({ price: 75_000, priceMax: 75_000, stock: 4, options: [] })
    expect(page.variants).toEqual([
      {
        id: expect.any(Number),
        optionValues: [],
        sku: null,
        price: 75_000,
        stock: 4,
        weight: 300,
        image: null,
      },
    ])
  })
})

describe('PUT …/variants', () => {
  it('adds options: every combination a variant in the body’s order, the figures follow', async () => {
    const shirt = await productWithPictures(app, store, 2, { weight: 250 })
    const [sole] = await variantRows(app, shirt.id)
    const body = everyCombination(colourAndSize, (values, i) => ({
      price: 100_000 + i * 10_000,
      stock: i,
      sku: `KMJ-${values.join('-')}`,
      ...(values[0] === 'Biru' ? { imageIndex: 1, weight: 400 } : {}),
    }))
    const answer = await put(shirt.uuid, body)
    expect(answer).toMatchObject({
      price: 100_000,
      priceMax: 150_000,
      stock: 0 + 1 + 2 + 3 + 4 + 5,
      options: colourAndSize,
      hidden: null,
    })
    expect(answer.variants.map((v) => v.optionValues)).toEqual(
      body.variants.map((v) => v.optionValues),
    )
    expect(answer.variants[0]).toMatchObject({ sku: 'KMJ-Merah-M', weight: 250, image: null })
    expect(answer.variants[3]).toMatchObject({
      optionValues: ['Biru', 'M'],
      weight: 400,
      image: pictureUrl(shirt.id, 1),
    })
    // The page shows the same; the sole variant without options is retired, not deleted.
    const { hidden: _hidden, ...detail } = answer
    expect(await shown(app, shirt.uuid)).toEqual(detail)
    const rows = await variantRows(app, shirt.id)
    expect(rows.find((row) => row.id === sole?.id)?.retiredAt).toBeInstanceOf(Date)
    expect(rows.filter((row) => row.retiredAt === null)).toHaveLength(6)
  })

  it('keeps the id of each unchanged combination, retires those gone, follows the new order', async () => {
    const shirt = await productWithPictures(app, store, 1)
    const first = await put(shirt.uuid, everyCombination(colourAndSize))
    const idOf = (values: string[]) =>
      first.variants.find((v) => v.optionValues.join() === values.join())?.id
    // Biru goes, Hijau comes; XL comes first now.
    const options = [
      { name: 'Warna', values: ['Merah', 'Hijau'] },
      { name: 'Ukuran', values: ['XL', 'M', 'L'] },
    ]
    const second = await put(
      shirt.uuid,
      everyCombination(options, (values) => ({
        price: values[1] === 'XL' ? 120_000 : 90_000,
        stock: 2,
      })),
    )
    expect(second.variants.map((v) => v.optionValues.join(' / '))).toEqual([
      'Merah / XL',
      'Merah / M',
      'Merah / L',
      'Hijau / XL',
      'Hijau / M',
      'Hijau / L',
    ])
    expect(second.variants.slice(0, 3).map((v) => v.id)).toEqual([
      idOf(['Merah', 'XL']),
      idOf(['Merah', 'M']),
      idOf(['Merah', 'L']),
    ])
    const oldIds = new Set(first.variants.map((v) => v.id))
    expect(second.variants.slice(3).every((v) => !oldIds.has(v.id))).toBe(true)
    expect(second).toMatchObject({ price: 90_000, priceMax: 120_000, stock: 12 })
    expect(second.variants[0]).toMatchObject({ price: 120_000, stock: 2 })

    const rows = await variantRows(app, shirt.id)
    const gone = first.variants.filter((v) => v.optionValues[0] === 'Biru').map((v) => v.id)
    expect(gone).toHaveLength(3)
    for (const id of gone) {
      expect(rows.find((row) => row.id === id)?.retiredAt, `variant ${id}`).toBeInstanceOf(Date)
    }
    // Nothing was deleted: the sole variant, six, then three more.
    expect(rows).toHaveLength(1 + 6 + 3)
  })

  it('back to no options: one variant without values, the options’ ones retired', async () => {
    const shirt = await productWithPictures(app, store, 1)
    await put(shirt.uuid, everyCombination(colourAndSize))
    const plain = await put(shirt.uuid, {
      options: [],
      variants: [{ optionValues: [], price: 55_000, stock: 7, imageIndex: 0 }],
    })
    expect(plain).toMatchObject({ price: 55_000, priceMax: 55_000, stock: 7, options: [] })
    expect(plain.variants).toEqual([
      expect.objectContaining({ optionValues: [], image: pictureUrl(shirt.id, 0) }),
    ])
    const live = (await variantRows(app, shirt.id)).filter((row) => row.retiredAt === null)
    expect(live.map((row) => row.id)).toEqual([plain.variants[0]?.id])
  })

  it('edits a product an operator hid; a deleted one is not found', async () => {
    const hidden = await productWithPictures(app, store, 1)
    await app.db
      .update(products)
      .set({ hiddenAt: new Date(), hiddenReason: 'Checking' })
      .where(eq(products.id, hidden.id))
    const answer = await put(hidden.uuid, everyCombination(colourAndSize))
    expect(answer).toMatchObject({ hidden: { reason: 'Checking' }, options: colourAndSize })
    const deleted = await productWithPictures(app, store, 1, { deletedAt: new Date() })
    const res = await putVariants(app, seller, store.slug, deleted.uuid, everyCombination([]))
    expect(res.statusCode, res.body).toBe(404)
  })

  it('shows in the owner’s list, with options and variants', async () => {
    const shirt = await productWithPictures(app, store, 1)
    await put(
      shirt.uuid,
      everyCombination(colourAndSize, (_, i) => ({ price: 60_000 + i })),
    )
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${store.slug}/products/owned?limit=50`,
      headers: seller.auth,
    })
    expect(res.statusCode, res.body).toBe(200)
    const listed = res.json<OwnedProductPage>().data.find((p) => p.uuid === shirt.uuid)
    expect(listed).toMatchObject({ price: 60_000, priceMax: 60_005, options: colourAndSize })
    expect(listed?.variants).toHaveLength(6)
  })
})

describe('listings read the variants’ figures', () => {
  it('sort=price_asc and minPrice use the lowest variant price; priceMax shown', async () => {
    const { slug } = shirts
    const cheap = await productWithPictures(app, store, 1, {
      categoryId: shirts.id,
      name: 'Kemeja Polos',
      price: 80_000,
    })
    const ranged = await productWithPictures(app, store, 1, {
      categoryId: shirts.id,
      name: 'Kemeja Batik',
      price: 200_000,
    })
    await put(
      ranged.uuid,
      everyCombination([{ name: 'Ukuran', values: ['S', 'XXL'] }], (values) => ({
        price: values[0] === 'S' ? 50_000 : 300_000,
      })),
    )
    const list = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/products/category/${slug}?limit=20&${query}`,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<CatalogPage>().data
    }
    const sorted = await list('sort=price_asc')
    expect(sorted.map((p) => p.uuid)).toEqual([ranged.uuid, cheap.uuid])
    expect(sorted[0]).toMatchObject({ price: 50_000, priceMax: 300_000, stock: 10 })
    expect(sorted[1]).toMatchObject({ price: 80_000, priceMax: 80_000 })
    // 60,000 and up: the batik's lowest price (50,000) is below it, so only the plain one.
    expect((await list('minPrice=60000')).map((p) => p.uuid)).toEqual([cheap.uuid])
    expect((await list('maxPrice=60000')).map((p) => p.uuid)).toEqual([ranged.uuid])
    const [row] = await app.db.select().from(products).where(eq(products.id, ranged.id))
    expect(row).toMatchObject({ price: 50_000, priceMax: 300_000, stock: 10 })
  })
})
