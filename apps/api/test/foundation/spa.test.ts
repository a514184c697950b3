import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { injectDemoBanner } from '../../src/plugins/demo-banner.ts'
import { setupTestApp } from '../helpers/app.ts'

// A tiny built web app: index.html and one hashed asset.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-web-'))
fs.mkdirSync(path.join(webDist, 'assets'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Pasar</title></head><body><div id="root"></div></body></html>',
)
fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js'), 'console.log(1)')
// The build's list of the chunks of the pages opened first (apps/web/build/route-preloads.ts).
fs.writeFileSync(
  path.join(webDist, 'route-preloads.json'),
  JSON.stringify({
    drawnByServer: ['/', '/product/*'],
    chunks: {
      '/': ['/assets/home-1.js', '/assets/card-1.js'],
      '/product/*': ['/assets/product-1.js', '/assets/card-1.js'],
      '/checkout': ['/assets/checkout-1.js'],
      '/dashboard/stores/*/orders': ['/assets/dashboard-1.js', '/assets/store-orders-1.js'],
    },
  }),
)
// An asset with the compressed copies the build writes beside it.
const script = `export const words = ${JSON.stringify('pasar '.repeat(500))}\n`
fs.writeFileSync(path.join(webDist, 'assets/entry-def456.js'), script)
fs.writeFileSync(path.join(webDist, 'assets/entry-def456.js.br'), zlib.brotliCompressSync(script))
fs.writeFileSync(path.join(webDist, 'assets/entry-def456.js.gz'), zlib.gzipSync(script))
// The server's own code for drawing first screens, which is no public file.
fs.mkdirSync(path.join(webDist, 'ssr'))
fs.writeFileSync(path.join(webDist, 'ssr/first-screen.js'), 'export const secret = 1\n')
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }))

const { app } = await setupTestApp({ WEB_DIST: webDist })

describe('serving the web app', () => {
  it('answers every page path with index.html, whatever the client accepts', async () => {
    for (const url of ['/', '/products', '/dashboard/stores?x=1']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root">')
    }
  })

  it('serves hashed assets with immutable caching and 404s a missing one', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-999.js' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Not found' })
  })

  it('keeps the server’s drawing code and the compressed copies to itself', async () => {
    for (const url of ['/ssr/first-screen.js', '/assets/entry-def456.js.br']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).not.toContain('secret')
    }
  })

  it('sends the build-time brotli copy, else gzip, else the file, and says it varies', async () => {
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/entry-def456.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      })
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: zlib.brotliDecompressSync },
      { accept: 'br;q=0, gzip', encoding: 'gzip', decode: zlib.gunzipSync },
      { accept: 'gzip, deflate', encoding: 'gzip', decode: zlib.gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (body: Buffer) => body },
      { accept: undefined, encoding: undefined, decode: (body: Buffer) => body },
    ]
    for (const { accept, encoding, decode } of cases) {
      const res = await get(accept)
      expect(res.statusCode, accept).toBe(200)
      expect(res.headers['content-encoding'], accept).toBe(encoding)
      expect(res.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/)
      expect(res.headers['vary'], accept).toMatch(/accept-encoding/i)
      expect(res.headers['cache-control'], accept).toContain('immutable')
      expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length)
      expect(decode(res.rawPayload).toString(), accept).toBe(script)
    }
    expect((await get('br')).rawPayload.length).toBeLessThan(script.length / 10)
  })

  it('compresses the page itself by Accept-Encoding and never caches it unchecked', async () => {
    const page = (url: string, accepted: string) =>
      app.inject({ method: 'GET', url, headers: { 'accept-encoding': accepted } })
    const br = await page('/products', 'br, gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">')
    const gzip = await page('/', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">')
    const plain = await app.inject({ method: 'GET', url: '/' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const res of [br, gzip, plain]) {
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['vary']).toMatch(/accept-encoding/i)
    }
  })

  it("lists the page's own chunks as modulepreload links, and only its own", async () => {
    const page = async (url: string) => (await app.inject({ method: 'GET', url })).body
    const preloads = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low">/g,
        ),
      ].map((m) => m[1])
    expect(preloads(await page('/'))).toEqual(['/assets/home-1.js', '/assets/card-1.js'])
    expect(preloads(await page('/product/4b1c?ref=x'))).toEqual([
      '/assets/product-1.js',
      '/assets/card-1.js',
    ])
    expect(preloads(await page('/product/'))).toEqual([])
    expect(preloads(await page('/profile'))).toEqual([])
    // Pages the app draws, opened from a link or a mail (docs/decisions/0968).
    expect(preloads(await page('/checkout?items=1,2'))).toEqual(['/assets/checkout-1.js'])
    expect(preloads(await page('/dashboard/stores/toko-ayu/orders/'))).toEqual([
      '/assets/dashboard-1.js',
      '/assets/store-orders-1.js',
    ])
    expect(preloads(await page('/dashboard/stores/toko-ayu/finance'))).toEqual([])
    expect(preloads(await page('/dashboard/stores/orders'))).toEqual([])
  })

  it('keeps unknown API paths a JSON 404 even for a browser', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { accept: 'text/html' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found' })
  })

  it('sends the security headers on pages and API answers alike', async () => {
    for (const url of ['/', '/api/v1/products/categories', '/api/v1/nothing-here']) {
      const res = await app.inject({ method: 'GET', url })
      const csp = String(res.headers['content-security-policy'])
      expect(csp, url).toContain("default-src 'self'")
      expect(csp, url).toContain("object-src 'none'")
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups')
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-site')
    }
  })
})

describe('the first paint in demo mode', () => {
  const page =
    '<html lang="en">\n  <body>\n    <div id="root">\n      <div aria-hidden="true">\n        <div class="boot-header"></div>'

  it('draws the Demo mode strip above the header frame and names the local providers', () => {
    const html = injectDemoBanner(page, ['payment', 'identity'])
    expect(html).toContain('<html lang="en" data-local-providers="payment,identity">')
    expect(html.indexOf('class="boot-demo"')).toBeGreaterThan(html.indexOf('aria-hidden'))
    expect(html.indexOf('class="boot-demo"')).toBeLessThan(html.indexOf('boot-header'))
    expect(html).toMatch(/<strong>Demo mode<\/strong>/)
  })

  it('leaves the page as built when every provider is real', () => {
    expect(injectDemoBanner(page, [])).toBe(page)
  })
})
