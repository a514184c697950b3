import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CatalogPage, Category, Product, SearchGroup } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { categories } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createCategory, createProduct, createStore, createUser } from '../helpers/builders.ts'

// Categories answer in the Accept-Language one (docs/decisions/1011), and kept answers are kept
// per language: one language's answer is never sent to the other.
// A built web app's index.html, so public pages are drawn with their meta.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-web-languages-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Pasar</title></head><body><div id="root"></div></body></html>',
)
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }))

const { app } = await setupTestApp({ WEB_DIST: webDist })
const seller = await createUser(app)
const store = await createStore(app, seller.id, { name: 'Toko Jam' })
const jewelry = await createCategory(app, 'Jewelry')
await app.db.update(categories).set({ nameId: 'Perhiasan' }).where(eq(categories.id, jewelry.id))
const bare = await createCategory(app, 'Gadgets')
const ring = await createProduct(app, store.id, { categoryId: jewelry.id, name: 'Cincin Perak' })

async function get<T>(url: string, language?: string) {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: language === undefined ? {} : { 'accept-language': language },
  })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers.vary).toMatch(/Accept-Language/i)
  return res.json<T>()
}

const names = async (language?: string) =>
  (await get<{ data: Category[] }>('/api/v1/products/categories', language)).data.map((c) => c.name)

describe('categories by Accept-Language', () => {
  it('lists the Indonesian names for id, the English ones for en and by default', async () => {
    expect(await names('id-ID,id;q=0.9,en;q=0.8')).toEqual(['Perhiasan', 'Gadgets'])
    expect(await names('en-GB,id;q=0.5')).toEqual(['Jewelry', 'Gadgets'])
    expect(await names()).toEqual(['Jewelry', 'Gadgets'])
    expect(await names('fr')).toEqual(['Jewelry', 'Gadgets'])
    expect(bare.nameId).toBeNull()
  })

  it('names the category of every product answer in the language', async () => {
    for (const [language, name] of [
      ['id', 'Perhiasan'],
      ['en', 'Jewelry'],
    ] as const) {
      const product = await get<{ data: Product }>(`/api/v1/products/${ring.uuid}`, language)
      expect(product.data.category).toBe(name)
      const listed = await get<CatalogPage>('/api/v1/products?page=1&limit=20', language)
      expect(listed.data.map((p) => p.category)).toEqual([name])
      const inCategory = await get<CatalogPage>(
        `/api/v1/products/category/${jewelry.slug}?page=1&limit=20`,
        language,
      )
      expect(inCategory.data[0]?.category).toBe(name)
      const storePage = await get<CatalogPage>(
        `/api/v1/stores/${store.slug}/products?page=1&limit=20`,
        language,
      )
      expect(storePage.data[0]?.category).toBe(name)
      const found = await get<{ data: SearchGroup[] }>(
        '/api/v1/products/search?query=cincin',
        language,
      )
      expect(found.data.map((g) => g.category)).toEqual([name])
    }
  })

  it('keeps one answer per language: neither is served to the other', async () => {
    // Asked alternately, so each is a kept answer by the second round.
    for (let round = 0; round < 3; round += 1) {
      expect(await names('id')).toEqual(['Perhiasan', 'Gadgets'])
      expect(await names('en')).toEqual(['Jewelry', 'Gadgets'])
      const id = await get<{ data: Product }>(`/api/v1/products/${ring.uuid}`, 'id')
      const en = await get<{ data: Product }>(`/api/v1/products/${ring.uuid}`, 'en')
      expect([id.data.category, en.data.category]).toEqual(['Perhiasan', 'Jewelry'])
    }
  })

  it('follows an Indonesian name changed in the database at once', async () => {
    expect(await names('id')).toContain('Perhiasan')
    await app.db
      .update(categories)
      .set({ nameId: 'Perhiasan Emas' })
      .where(eq(categories.id, jewelry.id))
    expect(await names('id')).toEqual(['Perhiasan Emas', 'Gadgets'])
    expect(await names('en')).toEqual(['Jewelry', 'Gadgets'])
  })

  it('draws a category page in the page language, with its breadcrumb', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `/category/${jewelry.slug}?lang=id`,
      headers: { accept: 'text/html' },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>Perhiasan Emas · Pasar</title>')
    expect(page.body).toContain('"name":"Perhiasan Emas"')
    expect(page.body).not.toContain('Jewelry')
    const english = await app.inject({
      method: 'GET',
      url: `/product/${ring.uuid}?lang=en`,
      headers: { accept: 'text/html' },
    })
    // The product page embeds the product's answer in the page language.
    expect(english.body).toContain('"category":"Jewelry"')
  })
})
