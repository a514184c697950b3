import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'

// A built web app whose server half (dist/ssr, docs/decisions/0963) draws what it was asked for,
// so each answer shows the request the page route made; a URL with 'boom' fails to draw.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-web-ssr-'))
fs.mkdirSync(path.join(webDist, 'ssr'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  [
    '<!doctype html><html lang="en"><head><title>Pasar</title>',
    '<link rel="modulepreload" crossorigin href="/assets/start-1.js" fetchpriority="low" data-app>',
    '</head><body>',
    '<div id="root"><div aria-hidden="true"><div class="boot-header"></div></div><!--/boot--></div>',
    '</body></html>',
  ].join('\n'),
)
fs.writeFileSync(
  path.join(webDist, 'ssr', 'first-screen.js'),
  `export async function drawFirstScreen({ url, language, initialData, config }) {
    if (url.includes('boom')) throw new Error('boom')
    return '<main data-url="' + url + '" data-language="' + language + '" data-embedded="' +
      (initialData ?? []).map((answer) => answer.url).join(' ') + '" data-local="' + config.data.localProviders.join(',') +
      '">$& drawn</main>'
  }`,
)
// The build's list of the pages visitors land on (apps/web/vite.config.ts, route-preloads.json),
// and a page the app draws.
fs.writeFileSync(
  path.join(webDist, 'route-preloads.json'),
  JSON.stringify({
    drawnByServer: ['/', '/products', '/category/*', '/product/*', '/stores/*'],
    chunks: {
      '/': [],
      '/products': [],
      '/category/*': [],
      '/product/*': ['/assets/product-1.js'],
      '/stores/*': [],
      '/checkout': ['/assets/checkout-1.js'],
    },
  }),
)
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }))

const { app } = await setupTestApp({ WEB_DIST: webDist })

async function page(url: string, headers: Record<string, string> = {}, cookies = {}) {
  const res = await app.inject({ method: 'GET', url, headers, cookies })
  expect(res.statusCode, url).toBe(200)
  const drawn = /<main data-url="([^"]*)" data-language="(\w+)" data-embedded="([^"]*)"/.exec(
    res.body,
  )
  return {
    html: res.body,
    lang: /<html lang="(\w+)"/.exec(res.body)?.[1],
    drawn: drawn && { url: drawn[1], language: drawn[2], embedded: drawn[3] },
  }
}

describe("a landing page's first screen, drawn by the server", () => {
  it('replaces the frame on the pages visitors land on, veiled until the app takes over', async () => {
    for (const url of ['/', '/products', '/category/shoes', '/product/abc/', '/stores/toko']) {
      const { html, drawn } = await page(url)
      expect(drawn?.url, url).toBe(`http://localhost:3000${url}`)
      expect(html).toContain(
        '<div id="root" data-first-screen><div class="first-screen" data-language="en"><main',
      )
      // The app's code is not preloaded: it downloads once the page has loaded.
      expect(html).not.toContain('data-app')
      expect(html).not.toContain('boot-header')
      expect(html).not.toContain('<!--/boot-->')
      // `$&` in the drawn text is kept as written, not read as a replacement pattern.
      expect(html).toContain('$& drawn</main></div><div class="first-screen-veil"></div></div>')
    }
  })

  it('is drawn with the embedded answer and the public configuration the app would read', async () => {
    const { drawn, html } = await page('/products')
    expect(drawn?.embedded).toMatch(/^\/api\/v1\/products\?page=1&limit=\d+$/)
    expect(html).toContain('data-initial-data data-url="/api/v1/products?page=1&#38;limit=')
    expect((await page('/stores/toko')).drawn?.embedded).toBe('')
    expect((await page('/')).drawn?.embedded).toBe('/api/v1/products?page=1&limit=4&sort=popular')
    const config = await app.inject({ method: 'GET', url: '/api/v1/config' })
    const local = config.json<{ data: { localProviders: string[] } }>().data.localProviders
    expect((await page('/')).html).toContain(`data-local="${local.join(',')}"`)
  })

  it('keeps the frame for a signed-in browser, other pages, and a page that fails to draw', async () => {
    const signedIn = await page('/products', {}, { refresh_token: 'any' })
    expect(signedIn.drawn).toBeNull()
    expect(signedIn.html).toContain('boot-header')
    expect(signedIn.html).toContain('href="/assets/start-1.js" fetchpriority="low" data-app>')
    // Not drawn, a landing page preloads its route's code instead.
    expect((await page('/product/abc', {}, { refresh_token: 'any' })).html).toContain(
      'href="/assets/product-1.js"',
    )
    // A page the app draws is not drawn here, even for a visitor: it only preloads its code.
    const checkout = await page('/checkout')
    expect(checkout.drawn).toBeNull()
    expect(checkout.html).toContain('href="/assets/checkout-1.js"')
    const others = ['/dashboard', '/cart', '/sign-in', '/search?q=x', '/product/a/b', '/category/']
    for (const url of [...others, '/product/boom']) {
      const { drawn, html } = await page(url)
      expect(drawn, url).toBeNull()
      expect(html, url).toContain('<div id="root"><div aria-hidden="true">')
    }
  })

  it("draws in the browser's kept language, else the first of Indonesian or English it accepts", async () => {
    const cases: [Record<string, string>, Record<string, string>, string][] = [
      [{}, {}, 'en'],
      [{}, { pasar_language: 'id' }, 'id'],
      [{ 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' }, {}, 'id'],
      [{ 'accept-language': 'fr-FR,in;q=0.8' }, {}, 'id'],
      [{ 'accept-language': 'en-GB,id;q=0.8' }, {}, 'en'],
      [{ 'accept-language': 'id-ID' }, { pasar_language: 'en' }, 'en'],
      [{}, { pasar_language: 'fr' }, 'en'],
    ]
    for (const [headers, cookies, language] of cases) {
      const { drawn, lang, html } = await page('/products', headers, cookies)
      expect(drawn?.language, JSON.stringify([headers, cookies])).toBe(language)
      expect(lang).toBe(language)
      expect(html).toContain(`<div class="first-screen" data-language="${language}">`)
    }
    // Not drawn, the page still says its language.
    expect((await page('/cart', {}, { pasar_language: 'id' })).lang).toBe('id')
  })

  it("never serves the server's drawing code", async () => {
    for (const url of ['/ssr/first-screen.js', '/ssr/']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } })
      expect(res.body, url).not.toContain('drawFirstScreen')
    }
  })
})
