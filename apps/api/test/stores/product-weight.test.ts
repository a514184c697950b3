import { WEIGHT_MESSAGE } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createProduct, createStore, createUser } from '../helpers/builders.ts'
import { electronics, image, productForm, validFields } from './support.ts'

const { app } = await setupTestApp()
await electronics(app)
const owner = await createUser(app)
const store = await createStore(app, owner.id)

async function post(fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/stores/${store.slug}/products`,
    headers: owner.auth,
    payload: productForm(fields, [{ bytes: await image('png') }]),
  })
}

async function storeProductCount() {
  const res = await app.inject({ url: `/api/v1/stores/${store.slug}/products?limit=100` })
  return res.json().pagination.totalItems as number
}

describe('product weight (grams)', () => {
  it('is taken from the create form and shown in the product, its page and the listings', async () => {
    const res = await post({ ...validFields, weight: '2300' })
    expect(res.statusCode).toBe(201)
    const { uuid, weight } = res.json().data
    expect(weight).toBe(2300)
    const page = await app.inject({ url: `/api/v1/products/${uuid}` })
    expect(page.json().data.weight).toBe(2300)
    const listing = await app.inject({ url: '/api/v1/products?limit=100' })
    const listed = listing.json().data.find((p: { uuid: string }) => p.uuid === uuid)
    expect(listed.weight).toBe(2300)
  })

  it('defaults to 1000 g when the form leaves it out or empty', async () => {
    expect((await post(validFields)).json().data.weight).toBe(1000)
    expect((await post({ ...validFields, weight: '' })).json().data.weight).toBe(1000)
  })

  it.each(['0', '50001', '2.5', '1e3', '-5', 'abc'])(
    'a create form with weight %s is a 400 and stores nothing',
    async (weight) => {
      const before = await storeProductCount()
      const res = await post({ ...validFields, weight })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toContainEqual({ path: 'weight', message: WEIGHT_MESSAGE })
      expect(await storeProductCount()).toBe(before)
    },
  )

  it('PATCH changes it; 1 and 50000 are the limits; a string or 0 is a 400', async () => {
    const product = await createProduct(app, store.id)
    const patch = (weight: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/stores/${store.slug}/products/${product.uuid}`,
        headers: owner.auth,
        payload: { weight },
      })
    expect((await patch(1)).json().data.weight).toBe(1)
    expect((await patch(50_000)).json().data.weight).toBe(50_000)
    for (const bad of [0, 50_001, 2.5, '700', true]) {
      const res = await patch(bad)
      expect(res.statusCode).toBe(400)
      expect(res.json().errors[0].path).toBe('weight')
    }
    const page = await app.inject({ url: `/api/v1/products/${product.uuid}` })
    expect(page.json().data.weight).toBe(50_000)
  })
})
