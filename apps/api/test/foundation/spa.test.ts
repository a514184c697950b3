import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'

// A tiny built web app: index.html and one hashed asset.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-web-'))
fs.mkdirSync(path.join(webDist, 'assets'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Pasar</title></head><body><div id="root"></div></body></html>',
)
fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js'), 'console.log(1)')
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
