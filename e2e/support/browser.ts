import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { launchChromium } from './chromium.ts'

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const
export type ViewportName = keyof typeof VIEWPORTS

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots')

export function baseURL(): string {
  return inject('baseURL')
}

/**
 * One browser per test file. Pages record uncaught errors and console errors; `expectNoPageErrors`
 * fails a test that produced any.
 */
export function useBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    async newPage(viewport: ViewportName = 'desktop'): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseURL(),
        viewport: VIEWPORTS[viewport],
        isMobile: viewport === 'phone',
        hasTouch: viewport === 'phone',
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'Asia/Jakarta',
      })
      contexts.push(context)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`)
      })
      pageErrors.set(page, errors)
      return page
    },
  }
}

const pageErrors = new WeakMap<Page, string[]>()

/** Errors the page logged; `ignore` drops expected ones (e.g. a 401 the test provoked). */
export function expectNoPageErrors(page: Page, ignore: RegExp[] = []) {
  const errors = (pageErrors.get(page) ?? []).filter((e) => !ignore.some((re) => re.test(e)))
  expect(errors).toEqual([])
}

/** Saves e2e/screenshots/<name>-<viewport>.png (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true })
  const size = page.viewportSize()
  const viewport = size && size.width < 600 ? 'phone' : 'desktop'
  await page.screenshot({
    path: path.join(screenshotDir, `${name}-${viewport}.png`),
    fullPage: true,
  })
}

/**
 * No serious or critical axe-core violation on the page. Toasts come and go with a fade that axe
 * would catch half-transparent (a contrast failure nobody reads), so the check waits until they
 * are gone; their text is asserted where they appear.
 */
export async function expectAccessible(page: Page) {
  await page.waitForFunction(() => !document.querySelector('div[role="status"][aria-live]'), null, {
    timeout: 10_000,
  })
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  expect(bad).toEqual([])
}
