import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CatalogPage } from '@pasar/shared'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoPageErrors, screenshot, useBrowser } from '../support/browser.ts'
import { freePort } from '../support/free-port.ts'

// The app reached by hosts other than its PUBLIC_URL, which is left at its default
// (http://localhost:PORT): 127.0.0.1 and this machine's LAN address (docs/decisions/0721).
// This file starts its own server, listening on every interface, with no PUBLIC_URL set.

const root = path.resolve(import.meta.dirname, '../..')
const browser = useBrowser()

/** This machine's first non-loopback IPv4 address; 127.0.0.2 where there is none. */
function lanAddress(): string {
  const addresses = Object.values(os.networkInterfaces()).flatMap((list) => list ?? [])
  return addresses.find((a) => a.family === 'IPv4' && !a.internal)?.address ?? '127.0.0.2'
}

let child: ChildProcess
let port: number
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-any-host-'))

beforeAll(async () => {
  port = await freePort('0.0.0.0')
  let output = ''
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '0.0.0.0',
    DATA_DIR: dataDir,
    WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DATABASE_URL: '',
  }
  delete env.PUBLIC_URL
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes(`Pasar is running on http://localhost:${port}`)) return resolve()
      if (child.exitCode !== null) return reject(new Error(`the server exited:\n${output}`))
      setTimeout(check, 200)
    }
    check()
  })
}, 120_000)

afterAll(async () => {
  if (child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Records the page's Content-Security-Policy violations from its first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
}

/**
 * Loads every picture on the page (lazy ones too, and those a list adds meanwhile) and answers
 * the ones that did not draw, once all have finished.
 */
async function brokenImages(page: Page): Promise<string[]> {
  const settled = await page.waitForFunction(
    () => {
      const images = Array.from(document.images)
      for (const image of images) image.loading = 'eager'
      if (!images.every((image) => image.complete)) return false
      return images.filter((i) => i.naturalWidth === 0).map((i) => i.currentSrc || i.src)
    },
    null,
    { timeout: 20_000 },
  )
  return (await settled.jsonValue()) as string[]
}

const hosts = () => [`127.0.0.1:${port}`, `${lanAddress()}:${port}`]

describe('any host, default PUBLIC_URL', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows every picture with no CSP violation by 127.0.0.1 and a LAN address (${viewport})`, async () => {
      for (const host of hosts()) {
        const origin = `http://${host}`
        const listing = (await (
          await fetch(`${origin}/api/v1/products?limit=1`)
        ).json()) as CatalogPage
        const product = listing.data[0]
        if (!product) throw new Error('no demo product')
        expect(product.images[0]).toMatch(/^\/uploads\//)

        const page = await browser.newPage(viewport)
        if (viewport === 'phone') await page.setViewportSize({ width: 390, height: 844 })
        await watchCsp(page)
        for (const url of ['/', '/products', `/product/${product.uuid}`]) {
          await page.goto(`${origin}${url}`)
          await page.waitForFunction(() => document.images.length > 0, null, { timeout: 20_000 })
          expect(await brokenImages(page), `${origin}${url}`).toEqual([])
          expect(
            await page.evaluate(
              () => (window as unknown as { cspViolations: string[] }).cspViolations,
            ),
            `${origin}${url}`,
          ).toEqual([])
        }
        expect(new URL(page.url()).host).toBe(host)
        if (host.startsWith('127.0.0.1')) await screenshot(page, 'any-host-product')
        expectNoPageErrors(page)
      }
    })
  }

  it('validates a form with no CSP violation: zod never tries eval in the browser', async () => {
    const page = await browser.newPage('phone')
    await watchCsp(page)
    await page.goto(`http://127.0.0.1:${port}/sign-in`)
    await page.getByRole('button', { name: 'Continue' }).click()
    // The shared schema's message: zod ran in the page.
    await page.getByText('Please enter a valid email address.').waitFor()
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([])
    expectNoPageErrors(page)
  })
})
