import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, signInAs } from '../support/accounts.ts'
import {
  expectNoPageErrors,
  screenshot,
  screenshotsAtBothSizes,
  useBrowser,
  type ViewportName,
} from '../support/browser.ts'
import { addAddress, chosenCourier, shipFrom } from '../support/checkout.ts'
import { createProduct, createSeller } from '../support/sellers.ts'

// Small things a day of use in Bahasa Indonesia found (docs/product.md#cart-and-checkout,
// #layout), at 390 and 1280 px.

const browser = useBrowser()
const SIZES: ViewportName[] = ['phone', 'desktop']

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const total = (page: Page) => page.locator('output')
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

describe.each(SIZES)('in Bahasa Indonesia at %s size', (size) => {
  it('groups the cart by store, and Urungkan puts a removed line back', async () => {
    const [toko, warung] = await Promise.all([createSeller(), createSeller()])
    const [kaos, topi, tas] = await Promise.all([
      createProduct(toko, { name: `Kaos Polos ${size}`, price: 45_000, stock: 9 }),
      createProduct(toko, { name: `Topi Rajut ${size}`, price: 30_000, stock: 9 }),
      createProduct(warung, { name: `Tas Anyaman ${size}`, price: 120_000, stock: 9 }),
    ])
    const page = await browser.newPage(size, 'id-ID')
    const shopper = await signInAs(page, await createAccount())
    for (const [product, quantity] of [
      [kaos, 2],
      [tas, 1],
      [topi, 1],
    ] as const) {
      await apiAs(shopper.accessToken, 'POST', '/api/v1/carts', {
        productId: product.id,
        quantity,
      })
    }

    await page.goto('/cart')
    await page.getByRole('heading', { name: 'Keranjang' }).waitFor()
    const groups = page.locator('tbody')
    await expect.poll(() => groups.count()).toBe(2)
    expect(await groups.nth(0).getByRole('link').first().textContent()).toBe(toko.store.name)
    expect(await groups.nth(0).textContent()).toContain(topi.name)
    expect(await groups.nth(1).getByRole('link').first().textContent()).toBe(warung.store.name)

    await page.getByRole('checkbox', { name: `Pilih semua dari ${toko.store.name}` }).click()
    await expect.poll(() => total(page).textContent()).toBe('Rp 120.000')
    // Items, not lines: two Kaos and one Topi.
    expect(await page.getByText('Barang dipilih').locator('..').textContent()).toContain('3')
    await screenshot(page, 'trust-cart-by-store', { accessible: true })

    await page.getByRole('button', { name: `Hapus ${kaos.name}` }).click()
    await toast(page, 'Produk dihapus dari keranjang').waitFor()
    await expect.poll(() => page.getByRole('link', { name: kaos.name }).count()).toBe(0)
    await expect.poll(() => total(page).textContent()).toBe('Rp 30.000')
    await screenshot(page, 'trust-cart-undo', { fullPage: false })
    await page.getByRole('button', { name: 'Urungkan' }).click()
    await page.getByRole('link', { name: kaos.name }).waitFor()
    await expect.poll(() => total(page).textContent()).toBe('Rp 120.000')
    expect(
      await page.getByRole('checkbox', { name: `Pilih ${kaos.name}` }).getAttribute('aria-checked'),
    ).toBe('true')

    // Everything gone: the cart says it is empty and leads back to shopping.
    for (const product of [kaos, topi, tas]) {
      await page.getByRole('button', { name: `Hapus ${product.name}` }).click()
      await expect.poll(() => page.getByRole('link', { name: product.name }).count()).toBe(0)
    }
    await page.getByRole('heading', { name: 'Keranjang belanja kamu kosong' }).waitFor()
    expect(await page.getByText('Tidak ada hasil.').count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Mulai belanja' }).getAttribute('href')).toBe(
      '/products',
    )
    await screenshotsAtBothSizes(page, `trust-cart-empty-${size}`, { accessible: true })
    expectNoPageErrors(page)
  })

  it('starts a page opened by its address or reloaded at the top, and back where it was left', async () => {
    const page = await browser.newPage(size, 'id-ID')
    await page.goto('/products')
    const cards = page.locator('a[href^="/product/"]')
    await cards.nth(3).waitFor()
    const down = await page.evaluate(() => {
      window.scrollTo(0, Math.min(600, document.documentElement.scrollHeight))
      return window.scrollY
    })
    expect(down).toBeGreaterThan(100)

    // Reloaded: at the top.
    await page.reload()
    await cards.first().waitFor()
    await expect.poll(() => scrollY(page)).toBe(0)

    // Opened by its address again, scrolled before: at the top.
    await page.evaluate(() => window.scrollTo(0, 600))
    await page.goto('/products')
    await cards.first().waitFor()
    await expect.poll(() => scrollY(page)).toBe(0)

    // Back and forward: where it was left (within the listing's first page, which is what comes
    // back at once).
    await page.evaluate(() => window.scrollTo(0, 200))
    const left = await scrollY(page)
    await cards.nth(3).click()
    await page.waitForURL((url) => url.pathname.startsWith('/product/'))
    await expect.poll(() => scrollY(page)).toBe(0)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/products')
    await expect.poll(() => scrollY(page)).toBe(left)
    expect(left).toBeGreaterThan(0)
    expectNoPageErrors(page)
  })

  it('keeps the chosen courier across a reload of checkout', async () => {
    const seller = await createSeller()
    await shipFrom(seller)
    const product = await createProduct(seller, {
      name: `Sepatu Kanvas ${size}`,
      price: 150_000,
      stock: 5,
    })
    const page = await browser.newPage(size, 'id-ID')
    const shopper = await signInAs(page, await createAccount())
    await addAddress(shopper.accessToken)
    await apiAs(shopper.accessToken, 'POST', '/api/v1/carts', {
      productId: product.id,
      quantity: 3,
    })

    await page.goto(`/checkout?items=${product.id}`)
    const select = page.getByRole('combobox', { name: `Pengiriman untuk ${seller.store.name}` })
    await select.waitFor()
    const options = await select.evaluate((element: HTMLSelectElement) =>
      Array.from(element.options)
        .filter((o) => !o.disabled)
        .map((o) => o.value),
    )
    const first = await select.inputValue()
    const other = options.find((value) => value !== first)
    if (!other) throw new Error('one courier option only')
    await select.selectOption(other)
    const picked = await chosenCourier(select)
    await page.getByText('Total harga (3 barang)').waitFor()

    await page.reload()
    await select.waitFor()
    await expect.poll(() => select.inputValue()).toBe(other)
    expect(await chosenCourier(select)).toBe(picked)
    await page.getByText('Total harga (3 barang)').waitFor()
    await expect
      .poll(() => page.getByRole('button', { name: 'Bayar Sekarang' }).isEnabled())
      .toBe(true)
    await screenshotsAtBothSizes(page, `trust-checkout-${size}`, { accessible: true })
    expectNoPageErrors(page)
  })
})
