import { describe, expect, it } from 'vitest'
import { createStore, createUser } from '../helpers/builders.ts'
import { setupShop } from '../helpers/catalogue.ts'
import {
  colourAndSize,
  everyCombination,
  productWithPictures,
  putVariants,
  replaced,
  stateOf,
} from './support.ts'

// Every rule of PUT …/products/{uuid}/variants (docs/decisions/1015-variants.md) is a 400 with
// field errors that changes nothing; only the store's owner may replace a product's variants.

const { app, seller, store } = await setupShop()
const product = await productWithPictures(app, store, 2)
// The product starts with options, so a refused change has variants to leave alone.
await replaced(app, seller, store.slug, product.uuid, everyCombination(colourAndSize))
const before = await stateOf(app, product.id)

const valid = () => everyCombination(colourAndSize)

async function refused(body: unknown) {
  const res = await putVariants(app, seller, store.slug, product.uuid, body)
  expect(res.statusCode, res.body).toBe(400)
  expect(await stateOf(app, product.id)).toEqual(before)
  return res.json<{ message: string; errors: { path: string; message: string }[] }>().errors
}

const paths = (errors: { path: string }[]) => errors.map((e) => e.path)

describe('PUT …/variants refuses, changing nothing', () => {
  it('a third option', async () => {
    const body = everyCombination([...colourAndSize, { name: 'Bahan', values: ['Katun'] }])
    expect(paths(await refused(body))).toContain('options')
  })

  it('an option without values, or a value or name too long or empty', async () => {
    expect(
      paths(await refused({ ...valid(), options: [{ name: 'Warna', values: [] }] })),
    ).toContain('options.0.values')
    const long = 'x'.repeat(21)
    const errors = await refused({
      ...valid(),
      options: [
        { name: long, values: ['Merah', 'Biru'] },
        { name: 'Ukuran', values: ['', 'L', 'XL'] },
      ],
    })
    expect(paths(errors)).toEqual(expect.arrayContaining(['options.0.name', 'options.1.values.0']))
  })

  it('a value twice in an option, whatever its case, and two options of one name', async () => {
    const twice = everyCombination([{ name: 'Warna', values: ['Merah', 'merah'] }])
    expect(await refused(twice)).toContainEqual({
      path: 'options.0.values.1',
      message: expect.stringContaining('already a value'),
    })
    const named = everyCombination([
      { name: 'Warna', values: ['Merah'] },
      { name: 'WARNA', values: ['Biru'] },
    ])
    expect(paths(await refused(named))).toContain('options.1.name')
  })

  it('a combination missing, or listed twice', async () => {
    const missing = valid()
    missing.variants.pop()
    expect(paths(await refused(missing))).toEqual(['variants'])
    const twice = valid()
    twice.variants[5] = { ...twice.variants[0], optionValues: ['Merah', 'M'] }
    expect(paths(await refused(twice))).toEqual(['variants.5.optionValues'])
  })

  it('a variant with too few or too many values, or one not among its option’s', async () => {
    const few = valid()
    few.variants[0] = { ...few.variants[0], optionValues: ['Merah'] }
    expect(paths(await refused(few))).toContain('variants.0.optionValues')
    const many = valid()
    many.variants[1] = { ...many.variants[1], optionValues: ['Merah', 'L', 'Katun'] }
    expect(paths(await refused(many))).toContain('variants.1.optionValues')
    const unknown = valid()
    unknown.variants[2] = { ...unknown.variants[2], optionValues: ['Hijau', 'XL'] }
    expect(paths(await refused(unknown))).toContain('variants.2.optionValues.0')
    // Values in the options' order only.
    const swapped = valid()
    swapped.variants[0] = { ...swapped.variants[0], optionValues: ['M', 'Merah'] }
    expect(paths(await refused(swapped))).toContain('variants.0.optionValues.0')
  })

  it('no variant, or more than one without options', async () => {
    expect(paths(await refused({ options: [], variants: [] }))).toContain('variants')
    const two = { options: [], variants: [{ optionValues: [], price: 5000, stock: 1 }] }
    two.variants.push({ ...two.variants[0], price: 6000 } as (typeof two.variants)[0])
    expect(paths(await refused(two)).length).toBeGreaterThan(0)
  })

  it('more than 100 combinations', async () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`)
    const body = everyCombination([
      { name: 'A', values: values(11) },
      { name: 'B', values: values(10) },
    ])
    expect(paths(await refused(body))).toContain('variants')
  })

  it.each([
    ['price below the least', { price: 999 }, 'price'],
    ['price above the most', { price: 100_000_001 }, 'price'],
    ['price not whole', { price: 1500.5 }, 'price'],
    ['stock below 0', { stock: -1 }, 'stock'],
    ['stock above the most', { stock: 1_000_001 }, 'stock'],
    ['stock as text', { stock: '5' }, 'stock'],
    ['weight 0', { weight: 0 }, 'weight'],
    ['weight above 50 kg', { weight: 50_001 }, 'weight'],
    ['an empty SKU', { sku: '' }, 'sku'],
    ['a negative picture', { imageIndex: -1 }, 'imageIndex'],
  ])('%s', async (_, figures, field) => {
    const body = valid()
    body.variants[3] = { ...body.variants[3], ...(figures as object), optionValues: ['Biru', 'M'] }
    expect(paths(await refused(body))).toContain(`variants.3.${field}`)
  })

  it('a picture the product does not have', async () => {
    const body = valid()
    body.variants[4] = { ...body.variants[4], optionValues: ['Biru', 'L'], imageIndex: 2 }
    body.variants[1] = { ...body.variants[1], optionValues: ['Merah', 'L'], imageIndex: 1 }
    expect(await refused(body)).toEqual([
      { path: 'variants.4.imageIndex', message: expect.stringContaining('Picture') },
    ])
  })
})

describe('PUT …/variants of another’s product', () => {
  it('is a 403 in another’s store, a 404 for a product of another store or none', async () => {
    const stranger = await createUser(app)
    const strangers = await createStore(app, stranger.id)
    const res = await putVariants(app, stranger, store.slug, product.uuid, valid())
    expect(res.statusCode).toBe(403)
    const elsewhere = await putVariants(app, stranger, strangers.slug, product.uuid, valid())
    expect(elsewhere.statusCode).toBe(404)
    const none = await putVariants(
      app,
      seller,
      store.slug,
      '00000000-0000-4000-8000-000000000000',
      valid(),
    )
    expect(none.statusCode).toBe(404)
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}/variants`,
      payload: valid(),
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await stateOf(app, product.id)).toEqual(before)
  })
})
