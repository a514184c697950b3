import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Product } from '@pasar/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productImages, products } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createCategory, createProduct, createStore, createUser } from '../helpers/builders.ts'

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-web-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Pasar</title><meta name="description" content="x"></head><body></body></html>',
)
const { app } = await setupTestApp({ WEB_DIST: webDist })
const seller = await createUser(app)
const store = await createStore(app, seller.id)
const shoes = await createCategory(app, 'Shoes')
const product = await createProduct(app, store.id, {
  categoryId: shoes.id,
  name: 'Trail <Runner>',
  description: 'Grippy soles for muddy trails.',
})
await app.db
  .insert(productImages)
  .values({ productId: product.id, position: 0, key: 'products/trail' })

describe('GET /api/v1/products/{uuid}', () => {
  it('answers the product', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/products/${product.uuid}` })
    expect(res.statusCode).toBe(200)
    expect(res.json<{ data: Product }>().data).toMatchObject({
      uuid: product.uuid,
      name: 'Trail <Runner>',
      images: ['http://localhost:3000/uploads/products/trail/1024.webp'],
      categorySlug: 'shoes',
    })
  })

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1'])(
    'answers 404 for %s',
    async (uuid) => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/products/${uuid}` })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Product not found' })
    },
  )

  it('answers 404 for a deleted product', async () => {
    const gone = await createProduct(app, store.id, { categoryId: shoes.id })
    await app.db
      .update(products)
      .set({ deletedAt: sql`now()` })
      .where(eq(products.id, gone.id))
    const res = await app.inject({ method: 'GET', url: `/api/v1/products/${gone.uuid}` })
    expect(res.statusCode).toBe(404)
  })
})

describe('shareable pages', () => {
  const page = (url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }).then((r) => r.body)

  it('gives a product page its title, description and image', async () => {
    const html = await page(`/product/${product.uuid}`)
    expect(html).toContain('<title>Trail &#60;Runner&#62; · Pasar</title>')
    expect(html).toContain(
      '<meta property="og:description" content="Grippy soles for muddy trails." />',
    )
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/uploads/products/trail/1024.webp" />',
    )
  })

  it('gives a category page its title and the newest product image', async () => {
    const html = await page('/category/shoes')
    expect(html).toContain('<title>Shoes · Pasar</title>')
    expect(html).toContain('og:image')
  })

  it('leaves unknown products and categories with the default page', async () => {
    expect(await page('/product/not-a-uuid')).toContain('<title>Pasar</title>')
    expect(await page('/category/nope')).toContain('<title>Pasar</title>')
  })
})
