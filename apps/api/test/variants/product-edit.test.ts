import type { OwnedProduct } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { setupShop } from '../helpers/catalogue.ts'
import {
  colourAndSize,
  everyCombination,
  productWithPictures,
  replaced,
  stateOf,
  variantRows,
} from './support.ts'

// The seller's PATCH …/products/{uuid}: a product without options is its sole variant, whose
// figures it writes; a product with options takes them from its variants only (ADR 1015).

const { app, seller, store } = await setupShop()

const patch = (uuid: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/stores/${store.slug}/products/${uuid}`,
    headers: seller.auth,
    payload,
  })

describe('PATCH …/products/{uuid}', () => {
  it('writes price, stock and weight to the sole variant of a product without options', async () => {
    const plain = await productWithPictures(app, store, 1, { price: 40_000, stock: 3 })
    const [sole] = await variantRows(app, plain.id)
    const res = await patch(plain.uuid, { price: 45_000, stock: 8, weight: 700, name: 'Lampu' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ data: OwnedProduct }>().data).toMatchObject({
      name: 'Lampu',
      price: 45_000,
      priceMax: 45_000,
      stock: 8,
      weight: 700,
      variants: [{ id: sole?.id, price: 45_000, stock: 8, weight: 700 }],
    })
    const rows = await variantRows(app, plain.id)
    expect(rows).toEqual([
      expect.objectContaining({ id: sole?.id, price: 45_000, stock: 8, weight: 700 }),
    ])
  })

  it('refuses price, stock and weight of a product with options, each a field error', async () => {
    const shirt = await productWithPictures(app, store, 1)
    await replaced(app, seller, store.slug, shirt.uuid, everyCombination(colourAndSize))
    const before = await stateOf(app, shirt.id)
    const res = await patch(shirt.uuid, { name: 'Kemeja Baru', stock: 3, weight: 200 })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'stock', message: expect.stringContaining('has variants') },
      { path: 'weight', message: expect.stringContaining('has variants') },
    ])
    const price = await patch(shirt.uuid, { price: 20_000 })
    expect(price.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'price', message: expect.stringContaining('has variants') },
    ])
    expect(await stateOf(app, shirt.id)).toEqual(before)
    // Its other fields stay the seller's to change.
    const renamed = await patch(shirt.uuid, { name: 'Kemeja Baru' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json<{ data: OwnedProduct }>().data).toMatchObject({
      name: 'Kemeja Baru',
      variants: expect.arrayContaining([expect.objectContaining({ optionValues: ['Biru', 'XL'] })]),
    })
  })
})
