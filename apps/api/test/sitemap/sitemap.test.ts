import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { afterAll, describe, expect, it } from 'vitest'
import { categories } from '../../src/db/schema/index.ts'
import { sitemapRoutes } from '../../src/modules/sitemap/routes.ts'
import { escapeXml } from '../../src/modules/sitemap/xml.ts'
import { call, OPERATOR_ENV, operatorOf } from '../admin/support.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createCategory, createProduct, createStore, createUser } from '../helpers/builders.ts'

// A built web app, so that the SPA's not-found handler is there to be passed by.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-web-'))
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>')
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }))

const { app } = await setupTestApp({ ...OPERATOR_ENV, WEB_DIST: webDist })
const operator = await operatorOf(app)
const site = 'http://localhost:3000'

/** The `<loc>`s of a sitemap or sitemap index, as written (still XML-escaped). */
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '')

/** Asked as a browser would: the API answers, not the web app's index.html. */
async function sitemap(on = app, url = '/sitemap.xml') {
  const res = await on.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
  return res.body
}

/** A seller's store with one product in stock. */
async function shop() {
  const seller = await createUser(app)
  const store = await createStore(app, seller.id)
  const product = await createProduct(app, store.id)
  return { seller, store, product, at: `${site}/product/${product.uuid}` }
}

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of consoles, cart, checkout, accounts and the API, and names the sitemap', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { accept: 'text/html,*/*' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n')
    expect(lines).toContain('User-agent: *')
    for (const path of ['/dashboard', '/admin', '/cart', '/checkout', '/api/', '/profile']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`)
  })
})

describe('GET /sitemap.xml', () => {
  it('lists the home page, the categories, an open store and a new product with when it changed', async () => {
    const { store, product, at } = await shop()
    const category = await createCategory(app, 'Kitchen')
    const xml = await sitemap()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/)
    const locs = locsOf(xml)
    expect(locs).toContain(`${site}/`)
    expect(locs).toContain(`${site}/category/${category.slug}`)
    expect(locs).toContain(`${site}/stores/${store.slug}`)
    expect(xml).toContain(
      `<url><loc>${at}</loc><lastmod>${product.updatedAt.toISOString()}</lastmod></url>`,
    )
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('drops a product at once when its seller deletes it', async () => {
    const { seller, store, product, at } = await shop()
    expect(locsOf(await sitemap())).toContain(at)
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}`,
      headers: seller.auth,
    })
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect(locsOf(await sitemap())).not.toContain(at)
  })

  it('drops a product an operator hides, and lists it again once unhidden', async () => {
    const { product, at } = await shop()
    expect(locsOf(await sitemap())).toContain(at)
    const hide = `/api/v1/admin/products/${product.uuid}/hide`
    expect((await call(app, operator, 'POST', hide, { reason: 'Counterfeit' })).status).toBe(200)
    expect(locsOf(await sitemap())).not.toContain(at)
    const unhide = `/api/v1/admin/products/${product.uuid}/unhide`
    expect((await call(app, operator, 'POST', unhide)).status).toBe(200)
    expect(locsOf(await sitemap())).toContain(at)
  })

  it('drops a hidden store and all its products', async () => {
    const { store, at } = await shop()
    const hide = `/api/v1/admin/stores/${store.slug}/hide`
    expect((await call(app, operator, 'POST', hide, { reason: 'Counterfeit' })).status).toBe(200)
    const locs = locsOf(await sitemap())
    expect(locs).not.toContain(at)
    expect(locs).not.toContain(`${site}/stores/${store.slug}`)
  })

  it('escapes what users wrote', async () => {
    const seller = await createUser(app)
    const store = await createStore(app, seller.id, { slug: `a&b"'<x>${Date.now()}` })
    const [category] = await app.db
      .insert(categories)
      .values({ name: `</loc><script> ${Date.now()}`, slug: `</loc><script>&${Date.now()}` })
      .returning()
    if (!category) throw new Error('category not created')
    await createProduct(app, store.id, {
      name: '</loc><script>alert(1)</script> & co',
      categoryId: category.id,
    })
    const xml = await sitemap()
    expect(xml).not.toContain('<script>')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
    const locs = locsOf(xml)
    expect(locs).toContain(escapeXml(`${site}/category/${encodeURIComponent(category.slug)}`))
    expect(locs).toContain(escapeXml(`${site}/stores/${encodeURIComponent(store.slug)}`))
    expect(escapeXml(`</loc><script>&"'\u0000`)).toBe('&lt;/loc&gt;&lt;script&gt;&amp;&quot;&apos;')
  })
})

describe('past one page of addresses', () => {
  const PAGE_SIZE = 3

  /** The sitemap routes alone over the same database, with pages of PAGE_SIZE. */
  async function paged() {
    const small = Fastify().withTypeProvider<ZodTypeProvider>()
    small.setValidatorCompiler(validatorCompiler)
    small.setSerializerCompiler(serializerCompiler)
    small.decorate('config', app.config)
    small.decorate('database', app.database)
    small.decorate('db', app.db)
    await small.register(sitemapRoutes, { pageSize: PAGE_SIZE })
    await small.ready()
    afterAll(() => small.close())
    return small
  }

  it('becomes an index of pages that together list every address', async () => {
    await shop()
    await shop()
    const small = await paged()
    const all = locsOf(await sitemap())
    expect(all.length).toBeGreaterThan(PAGE_SIZE * 2)

    const index = await sitemap(small)
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const pages = Math.ceil(all.length / PAGE_SIZE)
    expect(locsOf(index)).toEqual(
      Array.from({ length: pages }, (_, i) => `${site}/sitemap-${i + 1}.xml`),
    )
    const listed: string[] = []
    for (let page = 1; page <= pages; page++) {
      const xml = await sitemap(small, `/sitemap-${page}.xml`)
      expect(xml).toContain('<urlset')
      const locs = locsOf(xml)
      expect(locs.length).toBeGreaterThan(0)
      expect(locs.length).toBeLessThanOrEqual(PAGE_SIZE)
      listed.push(...locs)
    }
    expect(listed).toEqual(all)
    const past = await small.inject({ method: 'GET', url: `/sitemap-${pages + 1}.xml` })
    expect(past.statusCode).toBe(404)
  })
})
