import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createAccount, signInAs } from '../support/accounts.ts'
import {
  allowConsole,
  baseURL,
  screenshot,
  useBrowser,
  type ViewportName,
} from '../support/browser.ts'

const browser = useBrowser()

/** The browser's own console line for a failed request the test provoked. */
const FAILED_REQUEST = [/Failed to load resource/]

/** Answers every call to `pathname` with a 500, as a broken server would, until undone. */
async function breakEndpoint(page: Page, pathname: string) {
  const matches = (url: URL) => url.pathname === pathname
  const fail = (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, message: 'Internal Server Error' }),
    })
  await page.route(matches, fail)
  return () => page.unroute(matches, fail)
}

/**
 * Serves `pathname`'s page without the API answer the server embeds in it (docs/decisions/0581),
 * the preloads of that answer's pictures (0580) and the first screen drawn with it (0963), so the
 * app asks the API itself, as it does on every page after the first.
 */
async function withoutEmbeddedAnswer(page: Page, pathname: string) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch()
      const body = (await response.text())
        .replace(/<script type="application\/json" data-initial-data[^>]*>.*?<\/script>/gs, '')
        .replace(/<link rel="preload" as="image"[^>]*>/g, '')
        .replace(/<div class="first-screen"[\s\S]*<\/div>(\s*<\/div>\s*<\/body>)/, '$1')
      await route.fulfill({ response, body })
    },
  )
}

describe('visible errors', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`says so with Try again when the listing fails, and loads once it works (${viewport})`, async () => {
      const page = await browser.newPage(viewport)
      allowConsole(page, FAILED_REQUEST)
      const repair = await breakEndpoint(page, '/api/v1/products')
      await withoutEmbeddedAnswer(page, '/products')
      await page.goto('/products')
      const alert = page.getByRole('alert').filter({ hasText: 'Something wrong...' })
      await alert.waitFor()
      expect(await alert.getByText('Internal Server Error').isVisible()).toBe(true)
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0)
      await screenshot(page, 'error-retry', { docs: true, accessible: true })

      await repair()
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.locator('main a[href^="/product/"]').first().waitFor()
      expect(await alert.count()).toBe(0)
    })
  }

  it('shows the seller dashboard’s failure instead of endless skeletons (phone)', async () => {
    const page = await browser.newPage('phone')
    allowConsole(page, FAILED_REQUEST)
    await signInAs(page, await createAccount())
    const repair = await breakEndpoint(page, '/api/v1/stores/user')
    await page.goto('/dashboard')
    await page.getByRole('alert').filter({ hasText: 'Stores could not be loaded' }).waitFor()
    expect(await page.getByText('You have no store yet.').count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    await repair()
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByText('You have no store yet.').waitFor()
  })

  it('tells a shopper offline that the cart cannot be reached (phone)', async () => {
    const page = await browser.newPage('phone')
    allowConsole(page, FAILED_REQUEST)
    await signInAs(page, await createAccount())
    await page.route(
      (url) => url.pathname === '/api/v1/carts',
      (route) => route.abort('internetdisconnected'),
    )
    await page.goto('/cart')
    await page.getByText('Cannot reach the server. Check your connection and try again.').waitFor()
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true)
  })
})

describe('expired session', () => {
  /** Signs the page in, then lets the session lapse: a stale access token and no refresh cookie. */
  async function expiredSession(page: Page) {
    const account = await createAccount()
    await signInAs(page, account)
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('root') ?? '{}') as {
        auth: { token: { accessToken: string } }
      }
      saved.auth.token = { accessToken: 'expired-access-token' }
      localStorage.setItem('root', JSON.stringify(saved))
    })
    await page.context().clearCookies()
    allowConsole(page, FAILED_REQUEST)
    return account
  }

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`says the session expired and returns to the page after signing in (${viewport})`, async () => {
      const page = await browser.newPage(viewport)
      const account = await expiredSession(page)
      await page.goto('/dashboard/orders?page=1')
      await page.getByText('Your session has expired').waitFor()
      await page.waitForURL((url) => url.pathname === '/sign-in')
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/orders?page=1')
      await screenshot(page, 'session-expired', { docs: true })

      await page.getByLabel('Email').fill(account.email)
      await page.getByLabel('Password').fill(account.password)
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.waitForURL((url) => url.pathname === '/dashboard/orders')
      await page.getByRole('heading', { name: 'Orders' }).waitFor()
    })
  }

  it('returns to the page after signing in with Google too', async () => {
    const page = await browser.newPage('desktop')
    await page.goto('/sign-in?redirect=%2Fcart')
    const google = page.getByRole('button', { name: 'Google' })
    await expect.poll(() => google.isEnabled()).toBe(true)
    const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()])
    const id = Math.random().toString(16).slice(2, 8)
    await popup.getByRole('textbox', { name: 'Name' }).fill(`Wulan ${id}`)
    await popup.getByRole('textbox', { name: 'Email' }).fill(`wulan-${id}@gmail.test`)
    await popup.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => url.pathname === '/cart')
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor()
  })

  it('never follows a redirect to another site', async () => {
    const page = await browser.newPage('desktop')
    const account = await createAccount()
    await page.goto('/sign-in?redirect=%2F%2Fevil.example%2F')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(new URL(page.url()).origin).toBe(baseURL())
  })
})

describe('demo mode', () => {
  /** The real config, with `localProviders` set when the server does not send it yet. */
  async function withLocalProviders(page: Page, list: string[] | 'as-served') {
    await page.route(
      (url) => url.pathname === '/api/v1/config',
      async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as { data: { localProviders?: string[] } }
        if (list !== 'as-served') body.data.localProviders = list
        else body.data.localProviders ??= ['payment', 'identity']
        await route.fulfill({ response, json: body })
      },
    )
  }

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`shows a thin Demo mode banner above every page, covering nothing (${viewport})`, async () => {
      const page = await browser.newPage(viewport)
      await withLocalProviders(page, 'as-served')
      for (const path of ['/', '/sign-in']) {
        await page.goto(path)
        const banner = page.getByRole('complementary', { name: 'Demo mode' })
        await banner.waitFor()
        expect(await banner.textContent()).toMatch(/^Demo mode/)
        const box = await banner.boundingBox()
        expect(box?.y).toBe(0)
        expect(box?.height).toBeLessThanOrEqual(viewport === 'phone' ? 60 : 40)
        if (path === '/') {
          const header = await page.getByRole('banner').boundingBox()
          expect(header?.y).toBeGreaterThanOrEqual((box?.y ?? 0) + (box?.height ?? 0))
          await screenshot(page, 'demo-banner', { docs: true, accessible: true })
        }
      }
    })
  }

  it('shows no banner when every provider is real', async () => {
    const page = await browser.newPage('desktop')
    await withLocalProviders(page, [])
    await page.goto('/')
    await page.getByRole('heading', { name: 'Featured Categories' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('complementary', { name: 'Demo mode' }).count()).toBe(0)
  })
})
