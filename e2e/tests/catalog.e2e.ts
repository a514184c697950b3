import type { CatalogPage, Category } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { baseURL, expectNoPageErrors, screenshot, useBrowser } from '../support/browser.ts'

const browser = useBrowser()

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`)
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
  return (await res.json()) as T
}

/** A category of the demo catalogue with more than one page of products. */
async function categoryWithPages(): Promise<Category> {
  const { data } = await getJson<{ data: Category[] }>('/api/v1/products/categories')
  for (const category of data) {
    const page = await getJson<CatalogPage>(`/api/v1/products/category/${category.slug}?limit=4`)
    if (page.pagination.totalItems > 8) return category
  }
  throw new Error('the demo catalogue has no category with more than two pages')
}

/** "Headphones" → "Headphnes": one letter dropped near the end of the name's longest word. */
function withTypo(name: string): { typo: string; word: string } {
  const word = name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '')
  if (word.length < 7) throw new Error(`no long enough word in ${name}`)
  const at = word.length - 3
  return { typo: word.slice(0, at) + word.slice(at + 1), word }
}

describe('catalog', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows the featured categories and four popular products on the landing page (${viewport})`, async () => {
      const { data: categories } = await getJson<{ data: Category[] }>(
        '/api/v1/products/categories',
      )
      const page = await browser.newPage(viewport)
      await page.goto('/')
      await page.getByRole('heading', { name: 'Featured Categories' }).waitFor()
      const tiles = page.locator('#categories a[href^="/category/"]')
      await expect.poll(() => tiles.count()).toBe(categories.length)
      const popular = page.locator('section[aria-labelledby="popular-title"] a[href^="/product/"]')
      await expect.poll(() => popular.count()).toBe(4)
      expect(await page.getByRole('link', { name: 'View all products' }).getAttribute('href')).toBe(
        '/products',
      )
      expect(await page.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe(
        '/products',
      )
      expect(await page.getByRole('link', { name: 'Sell now' }).getAttribute('href')).toBe(
        '/dashboard/stores',
      )
      await page.locator('main img[loading]:visible').first().waitFor()
      await screenshot(page, 'home', { accessible: true })
      expectNoPageErrors(page)
    })
  }

  it('loads the second page of a category when its last card comes into view', async () => {
    const category = await categoryWithPages()
    const page = await browser.newPage('phone')
    // A short phone screen: the first page's last card starts below the fold, so the second page
    // must wait for the scroll (on a tall screen it is fully visible at once and loads at once).
    await page.setViewportSize({ width: 360, height: 480 })
    const second = page.waitForResponse(
      (res) =>
        res.url().includes(`/api/v1/products/category/${category.slug}`) &&
        new URL(res.url()).searchParams.get('page') === '2',
    )
    await page.goto(`/category/${category.slug}`)
    await page.getByRole('heading', { name: category.name }).waitFor()
    const cards = page.locator('main a[href^="/product/"]')
    await expect.poll(() => cards.count()).toBe(4)
    // Centred, so the whole card is on screen (scrollIntoViewIfNeeded may leave a pixel out).
    await cards.last().evaluate((card) => card.scrollIntoView({ block: 'center' }))
    expect((await second).status()).toBe(200)
    await expect.poll(() => cards.count()).toBeGreaterThan(4)
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(new Set(hrefs).size).toBe(hrefs.length)
    expectNoPageErrors(page)
  })

  it('finds a product despite a typo from the Ctrl+K search dialog and opens it', async () => {
    const { data } = await getJson<CatalogPage>('/api/v1/products?limit=50')
    const product = data.find((p) => p.name.split(/\s+/).some((w) => w.length >= 7))
    if (!product) throw new Error('no demo product with a long word in its name')
    const { typo } = withTypo(product.name)

    const page = await browser.newPage('desktop')
    await page.goto('/products')
    await page.getByRole('heading', { name: 'All Products' }).waitFor()
    await page.keyboard.press('Control+k')
    const input = page.getByPlaceholder('Type a command or search...')
    await input.waitFor()
    await input.fill(typo)
    const option = page.getByRole('option', { name: product.name }).first()
    await option.waitFor()
    await screenshot(page, 'search')
    await option.click()
    await page.waitForURL(`**/product/${product.uuid}`)
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    // Opening again shows an empty query; Ctrl+K toggles it closed.
    await page.keyboard.press('Control+k')
    expect(await page.getByPlaceholder('Type a command or search...').inputValue()).toBe('')
    await page.keyboard.press('Control+k')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expectNoPageErrors(page)
  })

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows accessible listing, category and product pages (${viewport})`, async () => {
      const category = await categoryWithPages()
      const { data } = await getJson<CatalogPage>('/api/v1/products?limit=1')
      const product = data[0]
      if (!product) throw new Error('no demo product')
      const page = await browser.newPage(viewport)

      await page.goto('/products')
      await page.locator('main a[href^="/product/"]').first().waitFor()
      await screenshot(page, 'products', { accessible: true })

      await page.goto(`/category/${category.slug}`)
      await page.getByRole('heading', { name: category.name }).waitFor()
      await page.locator('main a[href^="/product/"]').first().waitFor()
      await screenshot(page, 'category', { accessible: true })

      await page.goto(`/product/${product.uuid}`)
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor()
      await page.locator('main img').first().waitFor()
      // No ratings exist yet: no placeholder line stands in for them.
      expect(await page.getByText('Review /5').count()).toBe(0)
      await screenshot(page, 'product', { accessible: true })
      expectNoPageErrors(page)
    })
  }

  it('shows the not-found screens for an unknown category and product', async () => {
    const page = await browser.newPage('desktop')
    await page.goto('/category/no-such-category')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await page.goto('/product/00000000-0000-4000-8000-000000000000')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    // The 404 answers themselves are expected here.
    expectNoPageErrors(page, [/404/])
  })

  it('serves a product page whose HTML carries its title and picture for link previews', async () => {
    const { data } = await getJson<CatalogPage>('/api/v1/products?limit=1')
    const product = data[0]
    if (!product) throw new Error('no demo product')
    const res = await fetch(`${baseURL()}/product/${product.uuid}`, {
      headers: { accept: 'text/html' },
    })
    const html = await res.text()
    expect(html).toContain('og:title')
    // Link previews need an absolute URL; the API answers the app's own files as paths.
    const image = new URL(product.images[0] ?? '', baseURL()).href
    expect(html).toContain(`og:image" content="${image}"`)
  })
})
