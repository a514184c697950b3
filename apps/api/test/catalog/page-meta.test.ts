import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Product } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { productImages, products, stores } from '../../src/db/schema/index.ts'
import { PAGE_TEXTS } from '../../src/modules/catalog/page-meta-texts.ts'
import { setupTestApp } from '../helpers/app.ts'
import { replaceVariants } from '../helpers/variants.ts'
import { createCategory, createProduct, createStore, createUser } from '../helpers/builders.ts'

// index.html as the web build writes it: a description broken over lines, the site name.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-web-meta-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta property="og:site_name" content="Pasar" />
    <title>Pasar — buy and sell from independent stores</title>
    <meta
      name="description"
      content="Pasar is a marketplace of independent brands and stores."
    />
  </head>
  <body><div id="root"></div></body>
</html>`,
)
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }))

const { app } = await setupTestApp({ WEB_DIST: webDist })
const ORIGIN = 'http://localhost:3000'

const seller = await createUser(app)
const store = await createStore(app, seller.id, {
  name: 'Toko <Sepatu> & Co',
  description: 'Handmade shoes from Bandung.',
})
const shoes = await createCategory(app, 'Page Meta Shoes')
const boots = await createProduct(app, store.id, {
  categoryId: shoes.id,
  name: 'Rain Boots',
  description: 'Keeps your feet dry.',
  price: 249_000,
  stock: 3,
})
await app.db.insert(productImages).values([
  { productId: boots.id, position: 0, key: 'products/boots' },
  { productId: boots.id, position: 1, key: 'products/boots-side' },
])

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })
  expect(res.statusCode, url).toBe(200)
  return res.body
}
const apiProduct = async (uuid: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/products/${uuid}` })).json<{ data: Product }>()
    .data

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  )
/** An attribute's value as a browser reads it: escapeHtml writes `&` as `&#38;`. */
const attribute = (html: string, tag: RegExp) =>
  tag.exec(html)?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
const canonical = (html: string) => attribute(html, /<link rel="canonical" href="([^"]*)"/)
const alternate = (html: string, language: string) =>
  attribute(html, new RegExp(`<link rel="alternate" hreflang="${language}" href="([^"]*)"`))
const property = (html: string, name: string) =>
  attribute(html, new RegExp(`<meta property="${name}" content="([^"]*)"`))
const count = (html: string, text: string) => html.split(text).length - 1

// What schema.org and Google's product snippets require (name, offers: price, priceCurrency)
// and recommend (description, image, sku, availability, url, aggregateRating's two numbers).
const url = z.string().url()
const offer = z.object({
  '@type': z.literal('Offer'),
  priceCurrency: z.literal('IDR'),
  price: z.number().nonnegative(),
  availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
  url,
  seller: z.object({ '@type': z.literal('Organization'), name: z.string().min(1), url }),
})
const aggregateOffer = offer.omit({ '@type': true, price: true }).extend({
  '@type': z.literal('AggregateOffer'),
  lowPrice: z.number().nonnegative(),
  highPrice: z.number().nonnegative(),
})
const productLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  description: z.string().min(1),
  image: z.array(url).min(1).optional(),
  sku: z.string().min(1),
  productID: z.string().min(1),
  url,
  offers: offer,
  aggregateRating: z
    .object({
      '@type': z.literal('AggregateRating'),
      ratingValue: z.number().min(1).max(5),
      reviewCount: z.number().int().positive(),
    })
    .optional(),
})

describe("a product page's JSON-LD", () => {
  it('is a Product whose offer is the API answer: its price in IDR, stock, no stars unrated', async () => {
    const html = await page(`/product/${boots.uuid}`)
    const [data, ...others] = jsonLd(html)
    expect(others).toEqual([])
    const product = productLd.parse(data)
    const answer = await apiProduct(boots.uuid)
    expect(product.offers.price).toBe(answer.price)
    expect(product.offers.price).toBe(249_000)
    expect(product.offers.availability).toBe('https://schema.org/InStock')
    expect(product.aggregateRating).toBeUndefined()
    expect(product).toMatchObject({
      name: 'Rain Boots',
      description: 'Keeps your feet dry.',
      sku: boots.uuid,
      image: [
        `${ORIGIN}/uploads/products/boots/1024.webp`,
        `${ORIGIN}/uploads/products/boots-side/1024.webp`,
      ],
      url: `${ORIGIN}/product/${boots.uuid}`,
    })
    expect(product.offers.seller).toEqual({
      '@type': 'Organization',
      name: 'Toko <Sepatu> & Co',
      url: `${ORIGIN}/stores/${store.slug}`,
    })
    expect(property(html, 'og:type')).toBe('product')
  })

  it('offers the price range of a product whose variants differ in price', async () => {
    const shirt = await createProduct(app, store.id, { categoryId: shoes.id })
    await replaceVariants(
      app.db,
      shirt.id,
      [{ name: 'Ukuran', values: ['M', 'XXL'] }],
      [
        { optionValues: ['M'], price: 150_000, stock: 3 },
        { optionValues: ['XXL'], price: 175_000, stock: 0 },
      ],
    )
    const [data] = jsonLd(await page(`/product/${shirt.uuid}`))
    const product = productLd.extend({ offers: aggregateOffer }).parse(data)
    expect(product.offers).toMatchObject({ lowPrice: 150_000, highPrice: 175_000 })
    expect(product.offers.availability).toBe('https://schema.org/InStock')
  })

  it('says out of stock at zero stock, and carries the stars of a rated product', async () => {
    const sold = await createProduct(app, store.id, { categoryId: shoes.id, stock: 0 })
    const [gone] = jsonLd(await page(`/product/${sold.uuid}`)).map((d) => productLd.parse(d))
    expect(gone?.offers.availability).toBe('https://schema.org/OutOfStock')
    expect(gone?.aggregateRating).toBeUndefined()

    const rated = await createProduct(app, store.id, { categoryId: shoes.id })
    await app.db
      .update(products)
      .set({ ratingCount: 3, ratingTotal: 13 })
      .where(eq(products.id, rated.id))
    const [data] = jsonLd(await page(`/product/${rated.uuid}`)).map((d) => productLd.parse(d))
    const answer = await apiProduct(rated.uuid)
    expect(answer.rating).toEqual({ average: 4.3, count: 3 })
    expect(data?.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 })
  })

  it('keeps a name that closes the script element as text, in one JSON-LD block', async () => {
    const name = '</script><script>x</script>'
    const risky = await createProduct(app, store.id, { categoryId: shoes.id, name })
    const html = await page(`/product/${risky.uuid}`)
    expect(count(html, '<script type="application/ld+json">')).toBe(1)
    // The JSON-LD block and the embedded answer (initial data): no other script element.
    expect(count(html, '<script')).toBe(2)
    expect(html).not.toContain(name)
    const [data] = jsonLd(html)
    expect(data?.name).toBe(name)
    expect(html).toContain('<title>&#60;/script&#62;&#60;script&#62;x&#60;/script&#62; · Pasar')
  })
})

describe('canonical and language addresses', () => {
  it('gives each page kind one title, description, canonical and the three language links', async () => {
    const pages = {
      '/': `${ORIGIN}/`,
      '/products?utm_source=news&fbclid=abc&sort=price_asc': `${ORIGIN}/products`,
      '/products?minPrice=1000&maxPrice=50000&gclid=x': `${ORIGIN}/products?minPrice=1000&maxPrice=50000`,
      [`/category/${shoes.slug}/?utm_medium=social`]: `${ORIGIN}/category/${shoes.slug}`,
      [`/product/${boots.uuid}?ref=share`]: `${ORIGIN}/product/${boots.uuid}`,
      [`/stores/${store.slug}?utm_campaign=x`]: `${ORIGIN}/stores/${store.slug}`,
      '/search?q=%20sepatu%20&utm_source=x&sort=newest': `${ORIGIN}/search?q=sepatu`,
    }
    for (const [path, expected] of Object.entries(pages)) {
      const html = await page(path)
      expect(canonical(html), path).toBe(expected)
      expect(property(html, 'og:url'), path).toBe(expected)
      expect(alternate(html, 'x-default'), path).toBe(expected)
      const withLang = (language: string) =>
        `${expected}${expected.includes('?') ? '&' : '?'}lang=${language}`
      expect(alternate(html, 'id'), path).toBe(withLang('id'))
      expect(alternate(html, 'en'), path).toBe(withLang('en'))
      expect(property(html, 'og:site_name'), path).toBe('Pasar')
      for (const once of ['<title>', '<meta name="description"', 'og:site_name', 'og:title']) {
        expect(count(html, once), `${path} ${once}`).toBe(1)
      }
      expect(html, path).not.toContain('Pasar — buy and sell')
    }
  })

  it('writes the texts in the language the page is shown in, and names it when the link does', async () => {
    const indonesian = await page('/products', { 'accept-language': 'id-ID,id;q=0.9,en;q=0.5' })
    expect(indonesian).toContain('<html lang="id"')
    expect(indonesian).toContain('<title>Produk · Pasar</title>')
    expect(property(indonesian, 'og:locale')).toBe('id_ID')
    expect(canonical(indonesian)).toBe(`${ORIGIN}/products`)

    const linked = await page('/search?q=sepatu&lang=id', { cookie: 'pasar_language=en' })
    expect(linked).toContain('<html lang="id"')
    expect(linked).toContain('<title>Pencarian: sepatu · Pasar</title>')
    expect(canonical(linked)).toBe(`${ORIGIN}/search?q=sepatu&lang=id`)
    expect(property(linked, 'og:locale')).toBe('id_ID')
    expect(property(linked, 'og:locale:alternate')).toBe('en_US')

    const english = await page(`/stores/${store.slug}?lang=en`, { 'accept-language': 'id' })
    expect(english).toContain('<html lang="en"')
    expect(property(english, 'og:locale')).toBe('en_US')
    expect(canonical(english)).toBe(`${ORIGIN}/stores/${store.slug}?lang=en`)
  })

  it("uses the app's own words where the app shows the same text", () => {
    const read = (file: string) =>
      JSON.parse(
        fs.readFileSync(path.join(import.meta.dirname, '../../../web/src', file), 'utf8'),
      ) as Record<string, string>
    for (const language of ['en', 'id'] as const) {
      const catalog = read(`features/catalog/i18n/${language}.json`)
      const shell = read(`app/i18n/${language}.json`)
      const texts = PAGE_TEXTS[language]
      expect(texts.home).toBe(catalog['home.pageTitle'])
      expect(texts.homeDescription).toBe(catalog['home.intro'])
      expect(texts.products).toBe(catalog['listing.productsTitle'])
      expect(texts.productsDescription).toBe(shell['nav.products.description'])
      expect(texts.search).toBe(catalog['search.pageTitle'])
      expect(texts.searchQuery('x')).toBe(
        catalog['search.pageTitleQuery']?.replace('{{query}}', 'x'),
      )
      expect(texts.searchDescription).toBe(catalog['search.typeSomething'])
    }
  })
})

describe("the other pages' JSON-LD", () => {
  it('describes a store page as an Organization, pictured by its newest product', async () => {
    const owner = await createUser(app)
    const shop = await createStore(app, owner.id, {
      name: 'Kopi <Aceh> & Teh',
      description: 'Single-origin beans.',
    })
    const beans = await createProduct(app, shop.id, { categoryId: shoes.id })
    await app.db
      .insert(productImages)
      .values({ productId: beans.id, position: 0, key: 'products/beans' })
    const [data, ...others] = jsonLd(await page(`/stores/${shop.slug}`))
    expect(others).toEqual([])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kopi <Aceh> & Teh',
      url: `${ORIGIN}/stores/${shop.slug}`,
      description: 'Single-origin beans.',
      image: `${ORIGIN}/uploads/products/beans/1024.webp`,
    })
  })

  it('places the listings under the home page with a BreadcrumbList', async () => {
    const item = (position: number, name: string, url: string) => ({
      '@type': 'ListItem',
      position,
      name,
      item: url,
    })
    const home = item(1, 'Home', `${ORIGIN}/`)
    const all = item(2, 'Products', `${ORIGIN}/products`)
    expect(jsonLd(await page('/products'))).toEqual([
      { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [home, all] },
    ])
    expect(jsonLd(await page(`/category/${shoes.slug}`))).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          home,
          all,
          item(3, 'Page Meta Shoes', `${ORIGIN}/category/${shoes.slug}`),
        ],
      },
    ])
    const [indonesian] = jsonLd(await page('/products?lang=id'))
    expect(indonesian?.itemListElement).toEqual([
      item(1, 'Beranda', `${ORIGIN}/`),
      item(2, 'Produk', `${ORIGIN}/products`),
    ])
  })

  it('names the site and its search on the home page', async () => {
    expect(jsonLd(await page('/'))).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Pasar',
        url: `${ORIGIN}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ])
  })
})

describe('pages the app answers with "not found"', () => {
  it('gives hidden products and the pages of a hidden store no meta of their own', async () => {
    const hiddenProduct = await createProduct(app, store.id, { categoryId: shoes.id })
    await app.db
      .update(products)
      .set({ hiddenAt: new Date(), hiddenReason: 'Counterfeit' })
      .where(eq(products.id, hiddenProduct.id))
    const owner = await createUser(app)
    const suspended = await createStore(app, owner.id, { name: 'Suspended Store' })
    const itsProduct = await createProduct(app, suspended.id, { categoryId: shoes.id })
    await app.db
      .update(stores)
      .set({ hiddenAt: new Date(), hiddenReason: 'Fraud' })
      .where(eq(stores.id, suspended.id))
    for (const url of [
      `/product/${hiddenProduct.uuid}`,
      `/product/${itsProduct.uuid}`,
      `/stores/${suspended.slug}`,
      '/product/00000000-0000-4000-8000-000000000000',
    ]) {
      const html = await page(url)
      expect(html, url).toContain('<title>Pasar — buy and sell from independent stores</title>')
      for (const absent of ['application/ld+json', 'rel="canonical"', 'hreflang', 'og:title']) {
        expect(html, `${url} ${absent}`).not.toContain(absent)
      }
    }
  })
})
