import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  FIRST_ROW_CARDS,
  imageSrcSet,
  POPULAR_PRODUCTS,
  PRODUCT_CARD_SIZES,
  type Product,
} from '@pasar/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productImages, products } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { expectSharePreview, htmlPage } from '../helpers/pages.ts'
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
      images: ['/uploads/products/trail/1024.webp'],
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
  const page = (url: string) => htmlPage(app, url)

  it('gives a product page its title, description and image', async () => {
    const html = await page(`/product/${product.uuid}`)
    expectSharePreview(html, {
      title: 'Trail &#60;Runner&#62;',
      description: 'Grippy soles for muddy trails.',
      imageKey: 'products/trail',
    })
  })

  it('gives a category page its title and the newest product image', async () => {
    const html = await page('/category/shoes')
    expect(html).toContain('<title>Shoes · Pasar</title>')
    expect(html).toContain('og:image')
  })

  // The server names the first pictures in the page so they download with it, not after the
  // app's API call; the link must ask for what the <img> asks for, or the picture comes twice.
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0])
  const imageLink = (src: string, sizes: string, media?: string) =>
    `<link rel="preload" as="image" href="${src}" imagesrcset="${imageSrcSet(src)}" ` +
    `imagesizes="${sizes}"${media ? ` media="${media}"` : ''} fetchpriority="high" />`

  it("preloads a product page's first picture as the app's <img> draws it", async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/products/${product.uuid}` })
    const [first] = res.json<{ data: Product }>().data.images
    expect(preloads(await page(`/product/${product.uuid}`))).toEqual([
      '<link rel="preload" as="image" href="/uploads/products/trail/1024.webp" ' +
        'imagesrcset="/uploads/products/trail/320.webp 320w, /uploads/products/trail/640.webp 640w, ' +
        '/uploads/products/trail/1024.webp 1024w" imagesizes="(min-width: 1024px) 600px, 100vw" ' +
        'fetchpriority="high" />',
    ])
    expect(first).toBe('/uploads/products/trail/1024.webp')
  })

  it("preloads the listing's first row of pictures, in the app's order, per screen width", async () => {
    const older = await createProduct(app, store.id, { categoryId: shoes.id })
    const newer = await createProduct(app, store.id, { categoryId: shoes.id })
    await app.db.insert(productImages).values([
      { productId: older.id, position: 0, key: 'products/older' },
      { productId: newer.id, position: 0, key: 'products/newer' },
    ])
    for (const url of ['/products', '/category/shoes']) {
      const api = url === '/products' ? '/api/v1/products' : '/api/v1/products/category/shoes'
      const res = await app.inject({ method: 'GET', url: `${api}?page=1&limit=4` })
      const cards = res.json<{ data: Product[] }>().data
      const expected = cards.flatMap((card, index) =>
        card.images[0]
          ? [imageLink(card.images[0], PRODUCT_CARD_SIZES, FIRST_ROW_CARDS[index])]
          : [],
      )
      expect(expected.length, url).toBeGreaterThanOrEqual(3)
      expect(preloads(await page(url)), url).toEqual(expected)
    }
    expect(preloads(await page('/products'))[0]).toBe(
      imageLink('/uploads/products/newer/1024.webp', PRODUCT_CARD_SIZES),
    )
    expect(preloads(await page('/products'))[2]).toContain('media="(min-width: 768px)"')
  })

  it('preloads nothing on pages without pictures', async () => {
    expect(preloads(await page('/product/not-a-uuid'))).toEqual([])
    expect(preloads(await page('/category/nope'))).toEqual([])
    expect(preloads(await page('/cart'))).toEqual([])
  })

  it('leaves unknown products and categories with the default page', async () => {
    expect(await page('/product/not-a-uuid')).toContain('<title>Pasar</title>')
    expect(await page('/category/nope')).toContain('<title>Pasar</title>')
  })
  // The app's first API call is answered in the page: the exact JSON text the API sends for the
  // exact URL the app requests, with `<` escaped so it cannot end the script element.
  const initialData = (html: string) => {
    const m =
      /<script type="application\/json" data-initial-data data-url="([^"]*)">(.*?)<\/script>/s.exec(
        html,
      )
    // The attribute is HTML: the browser reads &#38; as &.
    return m ? { url: m[1]?.replaceAll('&#38;', '&'), text: m[2] ?? '' } : undefined
  }

  it.each([
    ['/products', '/api/v1/products?page=1&limit=4'],
    ['/category/shoes', '/api/v1/products/category/shoes?page=1&limit=4'],
    ['/product/{uuid}', '/api/v1/products/{uuid}'],
    // Written by the app's URLSearchParams: a space is '+'.
    ['/search?q=trail%20runner', '/api/v1/products?page=1&limit=4&q=trail+runner'],
  ])('embeds the API answer %s asks for first', async (pageUrl, apiUrl) => {
    const withUuid = (u: string) => u.replace('{uuid}', product.uuid)
    const html = await page(withUuid(pageUrl))
    const embedded = initialData(html)
    const res = await app.inject({ method: 'GET', url: withUuid(apiUrl) })
    expect(embedded?.url).toBe(withUuid(apiUrl))
    expect(embedded?.text).not.toContain('<')
    expect(embedded?.text.replace(/\\u003c/g, '<')).toBe(res.body)
    expect(JSON.parse(embedded?.text ?? '')).toEqual(res.json())
  })

  it("escapes '<' in the embedded answer", async () => {
    const html = await page(`/product/${product.uuid}`)
    expect(html).not.toContain('Trail <Runner>')
    expect(initialData(html)?.text).toContain('Trail \\u003cRunner>')
  })

  it('embeds nothing for unknown products and categories or other pages', async () => {
    for (const url of ['/product/not-a-uuid', '/category/nope', '/cart', '/search']) {
      expect(await page(url), url).not.toContain('data-initial-data')
    }
  })

  it("embeds the home page's popular products, under the title the app gives it", async () => {
    const html = await page('/')
    expect(initialData(html)?.url).toBe(
      `/api/v1/products?page=1&limit=${POPULAR_PRODUCTS}&sort=popular`,
    )
    expect(html).toContain('<title>Buy and sell from independent stores · Pasar</title>')
  })
})
