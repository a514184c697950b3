import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { launchChromium } from './chromium.ts'

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const
export type ViewportName = keyof typeof VIEWPORTS

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots')
const docsScreenshotDir = path.resolve(import.meta.dirname, '../../docs/screenshots')

export function baseURL(): string {
  return inject('baseURL')
}

/**
 * One browser per test file. Every page records uncaught errors and console errors and warnings;
 * after each test, any that the test did not expect (see `allowConsole`) fail it.
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
  // The console guard: every page opened during the test, whether or not it asked.
  afterEach(() => {
    const pages = [...openPages]
    openPages.clear()
    for (const page of pages) expectNoPageErrors(page)
  })
  return {
    /**
     * A new page in its own context; `locale` is the browser's language (Indonesian: 'id-ID').
     * Its `goto` and `reload` return once the app has taken over a first screen the server drew
     * (docs/decisions/0963: veiled until then), as a shopper acts on it; `{ appTakesOver: false }`
     * returns as soon as the page has loaded.
     */
    async newPage(
      viewport: ViewportName = 'desktop',
      locale = 'en-US',
      { appTakesOver = true } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseURL(),
        viewport: VIEWPORTS[viewport],
        isMobile: viewport === 'phone',
        hasTouch: viewport === 'phone',
        deviceScaleFactor: 1,
        locale,
        timezoneId: 'Asia/Jakarta',
      })
      contexts.push(context)
      const page = await context.newPage()
      if (appTakesOver) waitForTheApp(page)
      watchConsole(page)
      context.on('page', watchConsole) // popups (payment, Google) are checked too
      return page
    },
  }
}

/** After each `goto` and `reload`, until no drawn first screen is waiting for the app. */
function waitForTheApp(page: Page) {
  const untilTakenOver = async <T>(navigated: T) => {
    await page.waitForFunction(() => !document.querySelector('#root > .first-screen-veil'))
    return navigated
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = (url, options) => goto(url, options).then(untilTakenOver)
  page.reload = (options) => reload(options).then(untilTakenOver)
}

const pageErrors = new WeakMap<Page, string[]>()
const allowed = new WeakMap<Page, RegExp[]>()
const openPages = new Set<Page>()

function watchConsole(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    const type = message.type()
    if (type !== 'error' && type !== 'warning') return
    const where = message.location().url
    errors.push(`console.${type}: ${message.text()}${where ? ` (${where})` : ''}`)
  })
  pageErrors.set(page, errors)
  openPages.add(page)
}

/**
 * Console messages this page is expected to log (the browser's own 'Failed to load resource' line
 * for a 401 or 500 the test provoked); the guard after the test ignores them.
 */
export function allowConsole(page: Page, patterns: RegExp[]) {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns])
}

/** Fails on any error or warning the page logged so far, except those expected (`ignore`). */
export function expectNoPageErrors(page: Page, ignore: RegExp[] = []) {
  if (ignore.length) allowConsole(page, ignore)
  const expected = allowed.get(page) ?? []
  const errors = (pageErrors.get(page) ?? []).filter((e) => !expected.some((re) => re.test(e)))
  expect(errors).toEqual([])
}

/**
 * Saves e2e/screenshots/<name>-<viewport>.png (git-ignored) for people to look at; with
 * `{ docs: true }` into docs/screenshots as well, to be committed with the screen it shows. With
 * `{ accessible: true }` axe-core then checks the page as drawn (`expectAccessible`);
 * `screenshotsAtBothSizes` does both at the phone's and the desktop's size.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { docs?: boolean; fullPage?: boolean; accessible?: boolean } = {},
) {
  const size = page.viewportSize()
  const viewport = size && size.width < 600 ? 'phone' : 'desktop'
  for (const dir of options.docs ? [screenshotDir, docsScreenshotDir] : [screenshotDir]) {
    fs.mkdirSync(dir, { recursive: true })
    await page.screenshot({
      path: path.join(dir, `${name}-${viewport}.png`),
      fullPage: options.fullPage ?? true,
    })
  }
  if (options.accessible) await expectAccessible(page)
}

/**
 * Does `action` and waits for a toast saying `text` that `action` brought, watched from before so
 * a short toast is not missed. Toasts with that text already shown (an earlier 'Item added to
 * cart') are marked first and do not count: otherwise the wait would end before `action`'s
 * request did.
 */
export async function withToast(page: Page, text: string, action: () => Promise<void>) {
  const toasts = page.getByRole('status').filter({ hasText: text })
  await toasts.evaluateAll((shown) => shown.forEach((toast) => toast.setAttribute('data-seen', '')))
  const fresh = toasts.and(page.locator(':not([data-seen])')).first().waitFor()
  await action()
  await fresh
}

/**
 * Full-page screenshots at 390 px and at 1280 px (from the top, so a sticky header is drawn where
 * it belongs), each after the axe-core check when `accessible`, then back to the page's own size.
 */
export async function screenshotsAtBothSizes(
  page: Page,
  name: string,
  options: { docs?: boolean; accessible?: boolean } = {},
) {
  const before = page.viewportSize()
  await page.evaluate(() => window.scrollTo(0, 0))
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport)
    if (options.accessible) await expectAccessible(page)
    await screenshot(page, name, { docs: options.docs })
  }
  if (before) await page.setViewportSize(before)
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
