import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_SHOPPER, signInAs } from '../support/accounts.ts'
import {
  allowConsole,
  expectNoPageErrors,
  screenshot,
  useBrowser,
  type ViewportName,
} from '../support/browser.ts'

const browser = useBrowser()

const visible = (page: Page, role: 'heading' | 'link' | 'button', name: string | RegExp) =>
  page
    .getByRole(role, { name, exact: typeof name === 'string' })
    .first()
    .isVisible()

async function openHome(viewport: ViewportName) {
  const page = await browser.newPage(viewport)
  await page.goto('/')
  await expect.poll(() => visible(page, 'link', 'Pasar')).toBe(true)
  return page
}

describe('app shell', () => {
  it('shows the desktop header: brand, Lobby and Categories menus, cart and Sign In', async () => {
    const page = await openHome('desktop')
    const header = page.getByRole('banner')
    await expect.poll(() => header.getByRole('button', { name: 'Lobby' }).isVisible()).toBe(true)
    expect(await header.getByRole('link', { name: 'Cart', exact: true }).isVisible()).toBe(true)
    expect(await header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/sign-in',
    )
    // No count badge for an empty cart (docs/product.md#layout).
    expect(await page.getByTestId('cart-count').count()).toBe(0)
    expect(await header.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false)

    await header.getByRole('button', { name: 'Lobby' }).click()
    const lobby = page.getByRole('navigation', { name: 'Main' })
    await expect.poll(() => lobby.getByRole('link', { name: /^Products/ }).isVisible()).toBe(true)
    expect(await lobby.getByRole('link', { name: /^Products/ }).getAttribute('href')).toBe(
      '/products',
    )
    expect(await lobby.getByRole('link', { name: /^Categories/ }).getAttribute('href')).toBe(
      '/#categories',
    )
    expect(await lobby.getByRole('link', { name: /^Create store/ }).getAttribute('href')).toBe(
      '/dashboard/stores',
    )

    // Hover, like a mouse user: Radix opens on hover and a click would toggle it shut again.
    await header.getByRole('button', { name: 'Categories' }).hover()
    const electronics = lobby.getByRole('link', { name: 'Electronics' })
    await expect.poll(() => electronics.isVisible()).toBe(true)
    expect(await electronics.getAttribute('href')).toBe('/category/electronics')
    expect(await lobby.getByRole('link', { name: "Women's Clothing" }).getAttribute('href')).toBe(
      '/category/womens-clothing',
    )
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    )
    await screenshot(page, 'header-menu')
    await page.keyboard.press('Escape')
    expectNoPageErrors(page)
  })

  it('opens the phone drawer with My Dashboard, Lobby and Category all expanded', async () => {
    const page = await openHome('phone')
    const header = page.getByRole('banner')
    expect(await header.getByRole('button', { name: 'Lobby' }).isVisible()).toBe(false)
    await header.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog')
    await expect.poll(() => drawer.isVisible()).toBe(true)
    for (const section of ['My Dashboard', 'Lobby', 'Category']) {
      const trigger = drawer.getByRole('button', { name: section })
      expect(await trigger.getAttribute('aria-expanded')).toBe('true')
    }
    for (const [name, href] of [
      ['Stores', '/dashboard/stores'],
      ['Orders', '/dashboard/orders'],
      ['Products', '/products'],
      ['Create store', '/dashboard/stores'],
    ]) {
      expect(await drawer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href)
    }
    const sports = drawer.getByRole('link', { name: 'Sports' })
    await expect.poll(() => sports.isVisible()).toBe(true)
    await screenshot(page, 'mobile-drawer', { accessible: true })

    await sports.click()
    await page.waitForURL('**/category/sports')
    await expect.poll(() => drawer.isVisible()).toBe(false)
    expectNoPageErrors(page)
  })

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`renders the home page in the shell with a footer (${viewport})`, async () => {
      const page = await openHome(viewport)
      const footer = page.getByRole('contentinfo')
      expect(await footer.getByText(/© \d{4} Pasar/).isVisible()).toBe(true)
      // Nothing may stick out sideways on a 360 px phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      await page.waitForLoadState('networkidle')
      await screenshot(page, 'home', { accessible: true })
      expectNoPageErrors(page)
    })

    it(`shows the not-found page for an unknown path (${viewport})`, async () => {
      const page = await browser.newPage(viewport)
      await page.goto('/no-such-page')
      await expect.poll(() => visible(page, 'heading', 'Page not found')).toBe(true)
      expect(await page.getByText('The page you are looking for does not exist').isVisible()).toBe(
        true,
      )
      expect(
        await page.getByRole('main').getByRole('link', { name: /home/i }).getAttribute('href'),
      ).toBe('/')
      await screenshot(page, 'not-found', { accessible: true })
      expectNoPageErrors(page)
    })
  }

  it('paints the header before the app script runs, and the app draws it in the same place', async () => {
    const brandBox = async (page: Page) =>
      page.getByText('Pasar', { exact: true }).first().boundingBox()

    // The app's code held back: what a phone shows while it downloads. A page the server does not
    // draw (docs/decisions/0963), such as an unknown one: index.html's frame alone.
    const before = await browser.newPage('phone')
    await before.route(/\/assets\/start-[^/]+\.js$/, (route) => route.abort())
    allowConsole(before, [/\/assets\/start-/])
    await before.goto('/no-such-page')
    const painted = await brandBox(before)
    expect(painted).not.toBeNull()
    expect(await before.getByRole('banner').count()).toBe(0)
    await screenshot(before, 'first-paint')

    const page = await browser.newPage('phone')
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto('/no-such-page')
    await expect.poll(() => visible(page, 'link', 'Pasar')).toBe(true)
    const drawn = await page.getByRole('banner').getByRole('link', { name: 'Pasar' }).boundingBox()
    expect(drawn?.y).toBeCloseTo(painted?.y ?? -1, 0)
    expect(drawn?.height).toBeCloseTo(painted?.height ?? -1, 0)
    expect((await page.getByRole('banner').boundingBox())?.height).toBeCloseTo(65, 0)
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([])
    expectNoPageErrors(page)
  })

  it("shows a visitor the listing's first screen before the app runs, veiled until the app takes it over", async () => {
    // docs/decisions/0963-first-screen-drawn-by-the-server.md
    const heading = (page: Page) => page.getByText('All Products', { exact: true }).first()
    const firstCard = (page: Page) => page.locator('#root a[href^="/product/"]').first()

    const before = await browser.newPage('phone', 'en-US', { appTakesOver: false })
    await before.route(/\/assets\/start-[^/]+\.js$/, (route) => route.abort())
    allowConsole(before, [/\/assets\/start-/])
    await before.goto('/products')
    const drawnHeading = await heading(before).boundingBox()
    const drawnCard = await firstCard(before).boundingBox()
    const cardText = await firstCard(before).innerText()
    expect(drawnHeading).not.toBeNull()
    expect(cardText).toMatch(/Rp\s?[\d.]+/)
    // Its buttons do nothing until the app has taken them over.
    expect(await before.locator('#root > .first-screen-veil').count()).toBe(1)
    // A tap lands on the veil, not on a button that does nothing yet.
    const box = await firstCard(before).boundingBox()
    const tapped = await before.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.className,
      [(box?.x ?? 0) + 10, (box?.y ?? 0) + 10],
    )
    expect(tapped).toBe('first-screen-veil')
    await screenshot(before, 'first-screen-drawn-by-the-server')

    const page = await browser.newPage('phone', 'en-US', { appTakesOver: false })
    await page.goto('/products')
    await expect.poll(() => page.locator('.first-screen-veil').count()).toBe(0)
    expect(await page.getByRole('banner').count()).toBe(1)
    expect(await firstCard(page).innerText()).toBe(cardText)
    expect((await heading(page).boundingBox())?.y).toBeCloseTo(drawnHeading?.y ?? -1, 0)
    expect((await firstCard(page).boundingBox())?.y).toBeCloseTo(drawnCard?.y ?? -1, 0)
    expectNoPageErrors(page)
  })

  it('keeps where a visitor scrolled the drawn listing to when the app takes it over', async () => {
    const page = await browser.newPage('phone', 'en-US', { appTakesOver: false })
    // The app's start module is held back until the visitor has scrolled: the app takes over a
    // page already scrolled, whatever the machine's speed.
    let release = () => {}
    const scrolled = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await scrolled
      await route.continue()
    })
    await page.goto('/products')
    await page.locator('#root > .first-screen-veil').waitFor({ state: 'attached' })
    const bottom = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight)
      return window.scrollY
    })
    expect(bottom).toBeGreaterThan(0)
    expect(await page.locator('.first-screen-veil').count()).toBe(1)
    release()
    await expect.poll(() => page.locator('.first-screen-veil').count()).toBe(0)
    expect(await page.evaluate(() => window.scrollY)).toBe(bottom)
    expectNoPageErrors(page)
  })

  it("takes the drawn listing over and says so when the page's code cannot be downloaded", async () => {
    // docs/decisions/0964: main.tsx loads the page's route code in a step of its own; a failure
    // there is the router's to show, and must not keep the app from starting.
    const page = await browser.newPage('phone', 'en-US', { appTakesOver: false })
    await page.route(/\/assets\/products-[\w-]{8}\.js$/, (route) => route.abort())
    allowConsole(page, [/\/assets\/products-/, /Failed to fetch dynamically imported module/])
    // React reports that the drawn listing is not the error page it renders instead (#418).
    allowConsole(page, [/Minified React error #418/, /Hydration failed/])
    await page.goto('/products')
    const heading = page.getByRole('heading', { name: 'Unexpected Application Error!' })
    await heading.waitFor()
    expect(await page.locator('.first-screen-veil').count()).toBe(0)
  })

  it('loads a page afresh, once, when a deploy replaced its code since the tab opened', async () => {
    // docs/decisions/0984: the listing's chunk answers 404 once, as a file the new build no
    // longer has; the fresh page gets the server's files.
    const page = await openHome('desktop')
    let asked = 0
    await page.route(/\/assets\/products-[\w-]{8}\.js$/, (route) => {
      if (asked++ > 0) return route.continue()
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })
    })
    allowConsole(page, [/\/assets\/products-/, /Failed to fetch dynamically imported module/])
    const pagesLoaded: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') pagesLoaded.push(new URL(request.url()).pathname)
    })

    const freshPage = page.waitForEvent('load')
    await page.getByRole('link', { name: 'Buy now' }).click()
    await freshPage
    // The fresh page is drawn by the server; the app takes it over with the listing's code.
    await expect.poll(() => page.locator('.first-screen-veil').count()).toBe(0)
    await page.locator('main a[href^="/product/"]').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/products')
    expect(pagesLoaded).toEqual(['/products'])
    expect(asked).toBe(2)
    expect(await page.getByRole('heading', { name: 'Unexpected Application Error!' }).count()).toBe(
      0,
    )
  })

  it('sends a visitor from a guarded page to /sign-in, replacing the history entry', async () => {
    const page = await browser.newPage()
    await page.goto('/')
    await page.goto('/dashboard/stores')
    await page.waitForURL((url) => url.pathname === '/sign-in')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/stores')
    expect(await page.getByRole('link', { name: /back to pasar/i }).getAttribute('href')).toBe('/')
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    expectNoPageErrors(page)
  })

  it("runs React DOM's production build, and no other renderer", async () => {
    const page = await openHome('desktop')
    await expect.poll(() => visible(page, 'button', 'Lobby')).toBe(true)
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    )
    expect(scripts.length).toBeGreaterThan(0)
    const code = (
      await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))
    ).join('\n')
    // React DOM's production build shortens its errors to a code; its development build does not.
    expect(code).toContain('Minified React error')
    expect(code).not.toMatch(/preact/i)
    expectNoPageErrors(page)
  })

  it('shows the auth layout with its side picture on desktop', async () => {
    const page = await browser.newPage('desktop')
    await page.goto('/sign-in')
    const picture = page.locator('img[src="/auth-market.svg"]')
    await expect.poll(() => picture.isVisible()).toBe(true)
    // Laid out before its bytes have arrived: the picture counts as drawn once it has loaded.
    await picture.evaluate((img: HTMLImageElement) => img.decode())
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expectNoPageErrors(page)
  })

  it('shows the dashboard navigation: a side bar on desktop, a tab strip on a phone', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await browser.newPage(viewport)
      await signInAs(page, DEMO_SHOPPER)
      await page.goto('/dashboard/orders')
      const name = viewport === 'desktop' ? 'Dashboard sections' : 'Dashboard'
      const nav = page.getByRole('navigation', { name, exact: true })
      await expect.poll(() => nav.isVisible()).toBe(true)
      expect(await nav.getByRole('link', { name: 'Stores' }).getAttribute('href')).toBe(
        '/dashboard/stores',
      )
      expect(await nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
        'page',
      )
      expectNoPageErrors(page)
    }
  })
})
