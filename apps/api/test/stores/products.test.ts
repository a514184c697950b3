import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { findVisibleProduct } from '../../src/modules/catalog/product-view.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createProduct, createStore, createUser } from '../helpers/builders.ts'
import { electronics, filesUnder, image, productForm, validFields } from './support.ts'

const { app, dataDir } = await setupTestApp()
await electronics(app)
const owner = await createUser(app)

async function newStore() {
  return createStore(app, owner.id)
}

function postProduct(slug: string, form: FormData) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/stores/${slug}/products`,
    headers: owner.auth,
    payload: form,
  })
}

describe('POST /api/v1/stores/{slug}/products', () => {
  it('creates a product with its images re-encoded as WebP at every width', async () => {
    const store = await newStore()
    const before = filesUnder(dataDir).length
    const res = await postProduct(
      store.slug,
      productForm(validFields, [
        { bytes: await image('png') },
        { bytes: await image('jpeg'), name: 'b.jpg', type: 'image/jpeg' },
      ]),
    )
    expect(res.statusCode).toBe(201)
    const product = res.json().data
    expect(product).toEqual({
      id: expect.any(Number),
      uuid: expect.any(String),
      name: 'Batik Tulis Solo',
      description: 'Hand-drawn batik cloth from Solo.',
      price: 250_000,
      priceMax: 250_000,
      stock: 5,
      images: [
        expect.stringMatching(/^\/uploads\/products\/[0-9a-f]+\/1024\.webp$/),
        expect.stringMatching(/\/1024\.webp$/),
      ],
      category: 'Electronics',
      categorySlug: 'electronics',
      store: { name: store.name, slug: store.slug },
      storeId: store.id,
      weight: 1000,
      rating: { average: null, count: 0 },
      sold: 0,
    })
    expect(filesUnder(dataDir).length - before).toBe(2 * 3)

    const served = await app.inject({ url: product.images[0] })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toContain('immutable')
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1024)
  })

  it('strips metadata such as GPS position from uploaded photos', async () => {
    const store = await newStore()
    const photo = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#ff0000' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Place' }, IFD3: { GPSLatitudeRef: 'S' } })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const res = await postProduct(
      store.slug,
      productForm(validFields, [{ bytes: photo, name: 'gps.jpg', type: 'image/jpeg' }]),
    )
    expect(res.statusCode).toBe(201)
    const stored = await app.inject({ url: res.json().data.images[0] })
    const meta = await sharp(stored.rawPayload).metadata()
    expect(meta.exif).toBeUndefined()
    expect(stored.rawPayload.includes('Secret Place')).toBe(false)
  })

  it('refuses invalid fields with the shared schema messages and stores nothing', async () => {
    const store = await newStore()
    const before = filesUnder(dataDir)
    const res = await postProduct(
      store.slug,
      productForm({ name: 'ab', category: '', description: 'short', price: '999', stock: '0' }, [
        { bytes: await image('png') },
      ]),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must contain at least 3 character(s)' },
        { path: 'description', message: 'Description must contain at least 10 character(s)' },
        { path: 'category', message: 'Category is required' },
        { path: 'price', message: 'Price must be greater than or equal to Rp 1.000' },
        { path: 'stock', message: 'Stock must be greater than or equal to 1' },
      ]),
    )
    expect(filesUnder(dataDir)).toEqual(before)
    const list = await app.inject({ url: `/api/v1/stores/${store.slug}/products` })
    expect(list.json().data).toEqual([])
  })

  it('refuses an unknown category and a product without images', async () => {
    const store = await newStore()
    const unknown = await postProduct(
      store.slug,
      productForm({ ...validFields, category: 'no-such-category' }, [{ bytes: await image() }]),
    )
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual([{ path: 'category', message: 'Category not found' }])

    const none = await postProduct(store.slug, productForm(validFields, []))
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('Add at least one image.')
  })

  it('answers 400 when the body is not multipart', async () => {
    const store = await newStore()
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/stores/${store.slug}/products`,
      headers: owner.auth,
      payload: validFields,
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('GET /api/v1/stores/{slug}/products', () => {
  it('pages through the visible products of one store, newest first', async () => {
    const store = await newStore()
    const other = await newStore()
    const made = []
    for (let i = 0; i < 5; i++) {
      made.push(
        await createProduct(app, store.id, { createdAt: new Date(Date.UTC(2024, 0, i + 1)) }),
      )
    }
    await createProduct(app, other.id)
    const gone = await createProduct(app, store.id, { deletedAt: new Date() })
    const first = await app.inject({ url: `/api/v1/stores/${store.slug}/products?limit=2` })
    expect(first.statusCode).toBe(200)
    expect(first.json().data.map((p: { uuid: string }) => p.uuid)).toEqual(
      [made[4], made[3]].map((p) => p?.uuid),
    )
    expect(first.json().pagination).toEqual({
      currentPage: 1,
      hasNextPage: true,
      totalPages: 3,
      totalItems: 5,
    })
    const last = await app.inject({ url: `/api/v1/stores/${store.slug}/products?limit=2&page=3` })
    expect(last.json().data.map((p: { uuid: string }) => p.uuid)).toEqual([made[0]?.uuid])
    expect(last.json().pagination.hasNextPage).toBe(false)
    const all = await app.inject({ url: `/api/v1/stores/${store.slug}/products?limit=100` })
    expect(all.json().data.map((p: { uuid: string }) => p.uuid)).not.toContain(gone.uuid)
  })

  it('refuses a limit above 100', async () => {
    const store = await newStore()
    const res = await app.inject({ url: `/api/v1/stores/${store.slug}/products?limit=101` })
    expect(res.statusCode).toBe(400)
  })
})

describe('PATCH /api/v1/stores/{slug}/products/{uuid}', () => {
  it('updates the fields it carries; stock 0 marks a product sold out', async () => {
    const store = await newStore()
    const product = await createProduct(app, store.id, { name: 'Kain Tenun', price: 100_000 })
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}`,
      headers: owner.auth,
      payload: { price: 125_000, stock: 0 },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ name: 'Kain Tenun', price: 125_000, stock: 0 })
  })

  it('refuses values outside the rules and changes nothing', async () => {
    const store = await newStore()
    const product = await createProduct(app, store.id, { price: 100_000 })
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}`,
      headers: owner.auth,
      payload: { price: 100_000_001, stock: -1 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'price', message: 'Price must be lower than or equal to Rp 100.000.000' },
        { path: 'stock', message: 'Stock must be greater than or equal to 0' },
      ]),
    )
    const after = await findVisibleProduct(app.db, app.storage, product.uuid)
    expect(after?.price).toBe(100_000)
  })

  it('answers 404 for a product of another store, and changes nothing there', async () => {
    const store = await newStore()
    const other = await newStore()
    const product = await createProduct(app, other.id, { price: 100_000 })
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}`,
      headers: owner.auth,
      payload: { price: 2000 },
    })
    expect(res.statusCode).toBe(404)
    expect((await findVisibleProduct(app.db, app.storage, product.uuid))?.price).toBe(100_000)
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/v1/stores/${store.slug}/products/not-a-uuid`,
      headers: owner.auth,
      payload: { price: 2000 },
    })
    // A path that names no product is not found (docs/decisions/0601-strict-input.md).
    expect(bad.statusCode).toBe(404)
  })
})

describe('DELETE /api/v1/stores/{slug}/products/{uuid}', () => {
  it('hides the product from its store and from lookups by uuid', async () => {
    const store = await newStore()
    const product = await createProduct(app, store.id)
    expect((await app.inject({ url: `/api/v1/products/${product.uuid}` })).statusCode).toBe(200)
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}`,
      headers: owner.auth,
    })
    expect(res.statusCode).toBe(204)
    expect(await findVisibleProduct(app.db, app.storage, product.uuid)).toBeUndefined()
    expect((await app.inject({ url: `/api/v1/products/${product.uuid}` })).statusCode).toBe(404)
    const listing = await app.inject({ url: '/api/v1/products?limit=100' })
    expect(listing.json().data.map((p: { uuid: string }) => p.uuid)).not.toContain(product.uuid)
    const list = await app.inject({ url: `/api/v1/stores/${store.slug}/products` })
    expect(list.json().data).toEqual([])
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}`,
      headers: owner.auth,
    })
    expect(again.statusCode).toBe(404)
  })
})
