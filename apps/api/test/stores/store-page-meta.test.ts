import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PRODUCTS_PAGE_SIZE } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { productImages } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { expectSharePreview, htmlPage } from '../helpers/pages.ts'
import { createProduct, createStore, createUser } from '../helpers/builders.ts'

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-web-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Pasar</title><meta name="description" content="x"></head><body></body></html>',
)
const { app } = await setupTestApp({ WEB_DIST: webDist })
const page = (url: string) => htmlPage(app, url)

describe('a shared link to /stores/:slug', () => {
  it("previews the store's name, description and its product's picture", async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id, {
      name: 'Kopi & <Teh>',
      description: 'Single-origin beans from Aceh.',
    })
    const product = await createProduct(app, store.id)
    await app.db
      .insert(productImages)
      .values({ productId: product.id, position: 0, key: 'products/beans' })
    const html = await page(`/stores/${store.slug}`)
    expectSharePreview(html, {
      title: 'Kopi &#38; &#60;Teh&#62;',
      description: 'Single-origin beans from Aceh.',
      imageKey: 'products/beans',
    })
    // The page's header and first products need no round trip: both answers are in the page,
    // and the first row's pictures download with it (docs/decisions/0963).
    expect(html).toContain(`data-url="/api/v1/stores/${store.slug}"`)
    expect(html).toContain(
      `data-url="/api/v1/stores/${store.slug}/products?page=1&#38;limit=${PRODUCTS_PAGE_SIZE}"`,
    )
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/products/beans/1024.webp"',
    )
  })

  it('describes a store without a description or products by its name, with no picture', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id, { name: 'Warung Sepi', description: '' })
    const html = await page(`/stores/${store.slug}`)
    expect(html).toContain('<title>Warung Sepi · Pasar</title>')
    expect(html).toContain('<meta name="description" content="Shop Warung Sepi on Pasar." />')
    expect(html).not.toContain('og:image')
  })

  it('gives an unknown or deleted store no preview of its own', async () => {
    const owner = await createUser(app)
    const closed = await createStore(app, owner.id, { name: 'Tutup', deletedAt: new Date() })
    for (const url of ['/stores/no-such-store', `/stores/${closed.slug}`]) {
      const html = await page(url)
      expect(html).not.toContain('· Pasar</title>')
      expect(html).not.toContain('initial-data')
    }
  })
})
