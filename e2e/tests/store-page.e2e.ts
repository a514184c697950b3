import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createAccount, signInAs } from '../support/accounts.ts'
import { allowConsole, screenshot, useBrowser } from '../support/browser.ts'
import { shipFrom } from '../support/checkout.ts'
import { createProduct, createSeller, setStock } from '../support/sellers.ts'

const browser = useBrowser()

const seller = await createSeller()
await shipFrom(seller)
const kopi = await createProduct(seller, { name: 'Kopi Gayo 250 g', price: 85_000, stock: 12 })
const teh = await createProduct(seller, { name: 'Teh Melati Tubruk', price: 32_000, stock: 4 })
await setStock(seller, teh, 0)

/** A product's card on the page: the list item holding its name. */
const card = (page: Page, name: string) => page.locator('li', { hasText: name })
const heart = (page: Page, name: string, label = 'Save to wishlist') =>
  card(page, name).getByRole('button', { name: label })

async function waitForPictures(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main img')).every(
      (img) => (img as HTMLImageElement).complete,
    ),
  )
}

describe('the store page and the wishlist', () => {
  it('goes from a product to its store, saves products through sign-in and finds them on /wishlist', async () => {
    const shopper = await createAccount()
    const page = await browser.newPage('desktop')
    await page.goto(`/product/${kopi.uuid}`)
    await page.getByRole('link', { name: `Sold by ${seller.store.name}` }).click()

    await page.waitForURL(`**/stores/${seller.store.slug}`)
    await page.getByRole('heading', { name: seller.store.name, level: 1 }).waitFor()
    await page.getByText('No ratings yet').waitFor()
    await page.getByText('0 sold').waitFor()
    await page.getByText(/^Joined [A-Z][a-z]+ \d{4}$/).waitFor()
    await page.getByText('Jakarta Pusat').waitFor()
    await card(page, kopi.name).waitFor()
    expect(await card(page, teh.name).getByText('Sold out').isVisible()).toBe(true)
    expect(await page.title()).toBe(`${seller.store.name} · Pasar`)

    // Signed out, the heart leads to sign-in and back to this store.
    await heart(page, kopi.name).click()
    await page.waitForURL(/\/sign-in\?redirect=/)
    await page.getByLabel('Email').fill(shopper.email)
    await page.getByLabel('Password').fill(shopper.password)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`**/stores/${seller.store.slug}`)

    await heart(page, kopi.name).click()
    await heart(page, kopi.name, 'Remove from wishlist').waitFor()
    expect(await heart(page, kopi.name, 'Remove from wishlist').getAttribute('aria-pressed')).toBe(
      'true',
    )
    await heart(page, teh.name).click()
    await heart(page, teh.name, 'Remove from wishlist').waitFor()
    await waitForPictures(page)
    await screenshot(page, 'store-page', { docs: true, accessible: true })

    // The product page's heart knows it too.
    await card(page, kopi.name).getByRole('link', { name: kopi.name }).click()
    await page.waitForURL(`**/product/${kopi.uuid}`)
    const pageHeart = page
      .locator('main article')
      .getByRole('button', { name: 'Remove from wishlist' })
    expect(await pageHeart.getAttribute('aria-pressed')).toBe('true')

    await page.getByRole('link', { name: 'Wishlist', exact: true }).click()
    await page.waitForURL('**/wishlist')
    await page.getByRole('heading', { name: 'Wishlist' }).waitFor()
    // Newest saved first, with price and stock.
    const names = page.locator('main li h3')
    await expect.poll(() => names.allTextContents()).toEqual([teh.name, kopi.name])
    await card(page, kopi.name).getByText('Rp 85.000').waitFor()
    await card(page, kopi.name).getByText('12 left').waitFor()
    await card(page, teh.name).getByText('Sold out').first().waitFor()
    await waitForPictures(page)
    await screenshot(page, 'wishlist', { docs: true, accessible: true })

    await heart(page, teh.name, 'Remove from wishlist').click()
    await expect.poll(() => names.allTextContents()).toEqual([kopi.name])
    // Focus went on to the product that took its place, not to the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(kopi.name)
    await page.reload()
    await expect.poll(() => names.allTextContents()).toEqual([kopi.name])
  })

  it('fits a phone: the store page, a wishlist and an empty one', async () => {
    const shopper = await createAccount()
    const page = await browser.newPage('phone')
    await signInAs(page, shopper)
    await page.goto(`/stores/${seller.store.slug}`)
    await heart(page, kopi.name).click()
    await heart(page, kopi.name, 'Remove from wishlist').waitFor()
    await waitForPictures(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await screenshot(page, 'store-page', { docs: true, accessible: true })

    await page.goto('/wishlist')
    await card(page, kopi.name).waitFor()
    await waitForPictures(page)
    await screenshot(page, 'wishlist', { docs: true, accessible: true })

    await heart(page, kopi.name, 'Remove from wishlist').click()
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Wishlist')
    await screenshot(page, 'wishlist-empty', { docs: true, accessible: true })
  })

  it("shows the not-found screen for a store that doesn't exist", async () => {
    const page = await browser.newPage('desktop')
    allowConsole(page, [/status of 404 .*\/api\/v1\/stores\/no-such-store-here/])
    await page.goto('/stores/no-such-store-here')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
  })
})
