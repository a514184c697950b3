import type { CatalogPage } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { baseURL, expectNoPageErrors, screenshot, useBrowser } from '../support/browser.ts'

const browser = useBrowser()

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`)
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
  return (await res.json()) as T
}

const rupiah = (text: string) => Number(text.replace(/[^0-9]/g, ''))

describe('discovery', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`sorts and filters a listing in the URL, and Back restores it (${viewport})`, async () => {
      const page = await browser.newPage(viewport)
      await page.goto('/products')
      await page.getByRole('heading', { name: 'All Products' }).waitFor()
      const prices = page.locator('main ul li a[href^="/product/"] p.text-primary')
      await expect.poll(() => prices.count()).toBeGreaterThan(1)

      await page
        .getByRole('combobox', { name: 'Sort by' })
        .selectOption({ label: 'Price: low to high' })
      await page.waitForURL('**/products?sort=price_asc')
      const cheapest = await getJson<CatalogPage>('/api/v1/products?sort=price_asc&limit=4')
      await expect
        .poll(async () => rupiah((await prices.first().textContent()) ?? ''))
        .toBe(cheapest.data[0]?.price)

      await page.getByPlaceholder('Min price').fill('100000')
      await page.getByPlaceholder('Max price').fill('500000')
      expect(await page.getByPlaceholder('Min price').inputValue()).toBe('100.000')
      await page.getByRole('button', { name: 'Apply' }).click()
      await page.waitForURL('**/products?sort=price_asc&minPrice=100000&maxPrice=500000')
      const ranged = await getJson<CatalogPage>(
        '/api/v1/products?sort=price_asc&minPrice=100000&maxPrice=500000&limit=4',
      )
      await expect
        .poll(async () => rupiah((await prices.first().textContent()) ?? ''))
        .toBe(ranged.data[0]?.price)
      for (const text of await prices.allTextContents()) {
        expect(rupiah(text)).toBeGreaterThanOrEqual(100_000)
        expect(rupiah(text)).toBeLessThanOrEqual(500_000)
      }
      await screenshot(page, 'listing-sorted', { docs: true, accessible: true })

      await page.goBack()
      await page.waitForURL('**/products?sort=price_asc')
      await expect.poll(() => page.getByPlaceholder('Min price').inputValue()).toBe('')
      await expect
        .poll(async () => rupiah((await prices.first().textContent()) ?? ''))
        .toBe(cheapest.data[0]?.price)
      await page.goBack()
      await page.waitForURL((url) => url.pathname === '/products' && url.search === '')
      expectNoPageErrors(page)
    })

    it(`opens the search results page from the dialog with Enter (${viewport})`, async () => {
      const { data } = await getJson<CatalogPage>('/api/v1/products?limit=20')
      const word = data
        .flatMap((p) => p.name.split(/\s+/))
        .find((w) => /^[A-Za-z]{5,}$/.test(w))
        ?.toLowerCase()
      if (!word) throw new Error('no demo product with a plain word in its name')
      const expected = await getJson<CatalogPage>(`/api/v1/products?q=${word}&limit=4`)

      const page = await browser.newPage(viewport)
      await page.goto('/')
      await page.getByRole('button', { name: 'Search products...' }).click()
      const input = page.getByPlaceholder('Type a command or search...')
      await input.waitFor()
      await input.fill(word)
      // The dialog's rows show each product's store and price.
      const first = expected.data[0]
      if (!first) throw new Error(`no product found for ${word}`)
      await page
        .getByRole('option', { name: new RegExp(first.store.name) })
        .first()
        .waitFor()
      await page.keyboard.press('Enter')
      await page.waitForURL(`**/search?q=${word}`)
      await page.getByRole('heading', { name: `Search: ${word}` }).waitFor()
      expect(await page.title()).toBe(`Search: ${word} · Pasar`)
      const cards = page.locator('main ul li a[href^="/product/"]')
      await expect.poll(() => cards.count()).toBeGreaterThan(0)
      expect(await cards.first().getAttribute('href')).toBe(`/product/${first.uuid}`)
      await screenshot(page, 'search', { docs: true, accessible: true })
      expectNoPageErrors(page)
    })
  }
})
