import { randomBytes } from 'node:crypto'
import type { Store } from '@pasar/shared'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, login, signInAs } from '../support/accounts.ts'
import { expectNoPageErrors, screenshot, useBrowser } from '../support/browser.ts'

// The seller's store cards and the store frame's tabs in Bahasa Indonesia, at 390 and 1280 px:
// a long store name is shown whole, and no tab label is ever cut ('Keuangar'): the tabs wrap.
const browser = useBrowser()

/** 50 characters, the most a store name may have. */
const longName = () =>
  `Toko Batik dan Tenun Ikat Nusantara Sejahtera ${randomBytes(2).toString('hex')}`

/** True when the element's text fits its box (nothing cut by overflow or ellipsis). */
const fitsItsBox = (locator: Locator) =>
  locator.evaluate(
    (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
  )

/** Each tab shows its whole label, inside the strip and the page, without scrolling either. */
async function expectWholeTabs(page: Page, strip: Locator) {
  const tabs = strip.getByRole('link')
  expect(await tabs.count()).toBe(6)
  expect(await fitsItsBox(strip)).toBe(true)
  for (const tab of await tabs.all()) {
    expect(await fitsItsBox(tab), (await tab.textContent()) ?? '').toBe(true)
    const [box, view] = await Promise.all([tab.boundingBox(), strip.boundingBox()])
    if (!box || !view) throw new Error('tab or strip not drawn')
    expect(box.x).toBeGreaterThanOrEqual(view.x - 1)
    expect(box.x + box.width).toBeLessThanOrEqual(view.x + view.width + 1)
    expect(box.x + box.width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1)
  }
}

describe('seller screens in Bahasa Indonesia', () => {
  it.each(['phone', 'desktop'] as const)(
    'show the whole store name and every tab label (%s)',
    async (size) => {
      const LONG_NAME = longName()
      const account = await createAccount()
      const { accessToken } = await login(account)
      const { data: store } = await apiAs<{ data: Store }>(accessToken, 'POST', '/api/v1/stores', {
        name: LONG_NAME,
        description: 'Kain batik tulis dan tenun ikat dari perajin di seluruh Nusantara.',
      })
      const page = await browser.newPage(size, 'id-ID')
      await signInAs(page, account)

      await page.goto('/dashboard/stores')
      const card = page.getByRole('link', { name: new RegExp(LONG_NAME) })
      await expect.poll(() => card.isVisible()).toBe(true)
      const name = card.getByRole('heading', { name: LONG_NAME })
      expect(await name.textContent()).toBe(LONG_NAME)
      expect(await fitsItsBox(name)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      )
      await screenshot(page, 'id-seller-store-card', { accessible: true })

      await card.click()
      await page.waitForURL(`**/dashboard/stores/${store.slug}`)
      const strip = page.getByRole('navigation', { name: 'Bagian toko' })
      await expect.poll(() => strip.isVisible()).toBe(true)
      const heading = page.getByRole('heading', { level: 1, name: LONG_NAME })
      expect(await fitsItsBox(heading)).toBe(true)
      await expectWholeTabs(page, strip)
      await screenshot(page, 'id-seller-tabs', { fullPage: false, accessible: true })

      // The last tab, opened: still every label whole.
      await strip.getByRole('link', { name: 'Pengaturan' }).click()
      await page.waitForURL(`**/dashboard/stores/${store.slug}/settings`)
      await expect
        .poll(() => strip.getByRole('link', { name: 'Pengaturan' }).getAttribute('aria-current'))
        .toBe('page')
      await expectWholeTabs(page, strip)
      await screenshot(page, 'id-seller-tabs-settings', { fullPage: false })
      expectNoPageErrors(page)
    },
  )
})
