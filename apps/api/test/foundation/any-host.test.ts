import fs from 'node:fs'
import path from 'node:path'
import type { Product } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { productImages } from '../../src/db/schema/index.ts'
import type { App } from '../../src/app.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createCategory, createProduct, createStore, createUser } from '../helpers/builders.ts'

// The app is reached by hosts other than PUBLIC_URL's: 127.0.0.1, a LAN address, a domain
// (docs/decisions/0721). PUBLIC_URL stays at its default, http://localhost:3000.
const HOSTS = ['localhost:3000', '127.0.0.1:3000', '192.168.1.20:3000', 'pasar.example']

async function productWithImage(app: App, key: string) {
  const seller = await createUser(app)
  const store = await createStore(app, seller.id)
  const category = await createCategory(app)
  const product = await createProduct(app, store.id, { categoryId: category.id })
  await app.db.insert(productImages).values({ productId: product.id, position: 0, key })
  return product
}

async function imagesOf(app: App, uuid: string, host: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/products/${uuid}`,
    headers: { host },
  })
  expect(res.statusCode).toBe(200)
  return res.json<{ data: Product }>().data.images
}

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy'])

describe('local storage on any host', async () => {
  const { app, dataDir } = await setupTestApp()
  const product = await productWithImage(app, 'products/anyhost')
  const file = path.join(dataDir, 'uploads/products/anyhost/1024.webp')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, 'webp bytes')

  it('answers image URLs as paths of this server, the same for every host', async () => {
    for (const host of HOSTS) {
      expect(await imagesOf(app, product.uuid, host), host).toEqual([
        '/uploads/products/anyhost/1024.webp',
      ])
    }
  })

  it('serves the image, with a CSP that allows it, whatever host it is asked by', async () => {
    for (const host of HOSTS) {
      const res = await app.inject({
        method: 'GET',
        url: '/uploads/products/anyhost/1024.webp',
        headers: { host },
      })
      expect(res.statusCode, host).toBe(200)
      expect(res.body).toBe('webp bytes')
      expect(csp(res.headers), host).toMatch(/img-src 'self'/)
      expect(csp(res.headers), host).not.toContain('localhost')
    }
  })
})

describe('the opener policy', async () => {
  const { app } = await setupTestApp()

  it('is sent where browsers apply it (loopback, https), not to a plain-http LAN host', async () => {
    const coop = async (host: string) =>
      (await app.inject({ method: 'GET', url: '/healthz', headers: { host } })).headers[
        'cross-origin-opener-policy'
      ]
    expect(await coop('localhost:3000')).toBe('same-origin-allow-popups')
    expect(await coop('127.0.0.1:3000')).toBe('same-origin-allow-popups')
    // Chromium ignores it on an untrustworthy origin, with a console error on every page.
    expect(await coop('192.168.1.20:3000')).toBeUndefined()
  })
})

describe('an https PUBLIC_URL reached over plain http by another host', async () => {
  const { app } = await setupTestApp({ PUBLIC_URL: 'https://pasar.example' })

  it('upgrades insecure requests only for its own https host', async () => {
    const own = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'pasar.example' },
    })
    expect(csp(own.headers)).toContain('upgrade-insecure-requests')
    expect(own.headers['strict-transport-security']).toBeDefined()

    const lan = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: '192.168.1.20:3000' },
    })
    expect(csp(lan.headers)).not.toContain('upgrade-insecure-requests')
    expect(lan.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('S3 storage', () => {
  it('allows the S3_ENDPOINT origin for images when no S3_PUBLIC_URL is set', async () => {
    const { app } = await setupTestApp({
      STORAGE: 's3',
      S3_BUCKET: 'pasar',
      S3_ENDPOINT: 'http://minio.lan:9000',
    })
    const product = await productWithImage(app, 'products/ons3')
    const res = await app.inject({ method: 'GET', url: '/healthz' })
    expect(csp(res.headers)).toMatch(/img-src [^;]*http:\/\/minio\.lan:9000/)
    expect(await imagesOf(app, product.uuid, '127.0.0.1:3000')).toEqual([
      'http://minio.lan:9000/pasar/products/ons3/1024.webp',
    ])
  })

  it('allows the S3_PUBLIC_URL origin when it is set', async () => {
    const { app } = await setupTestApp({
      STORAGE: 's3',
      S3_BUCKET: 'pasar',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_PUBLIC_URL: 'http://cdn.pasar.lan/images/',
    })
    const product = await productWithImage(app, 'products/oncdn')
    const res = await app.inject({ method: 'GET', url: '/healthz' })
    expect(csp(res.headers)).toMatch(/img-src [^;]*http:\/\/cdn\.pasar\.lan/)
    expect(await imagesOf(app, product.uuid, 'localhost:3000')).toEqual([
      'http://cdn.pasar.lan/images/products/oncdn/1024.webp',
    ])
  })
})
