import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, signInAs } from '../support/accounts.ts'
import {
  expectAccessible,
  expectNoPageErrors,
  screenshotsAtBothSizes,
  useBrowser,
  VIEWPORTS,
} from '../support/browser.ts'
import { addAddress, checkoutToPopup, payFrame, shipFrom } from '../support/checkout.ts'
import { createProduct, createSeller } from '../support/sellers.ts'

const browser = useBrowser()
const { phone: PHONE, desktop: DESKTOP } = VIEWPORTS

/** The element's box lies inside the 390 px viewport. */
async function expectOnScreen(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
}

describe('phone layouts at 390 px', () => {
  it('the infinite list never stalls when a phone jumps to the bottom, and says where it ends', async () => {
    const page = await browser.newPage('phone')
    await page.goto('/products')
    const cards = page.locator('main li a[href^="/product/"]')
    await cards.first().waitFor()
    const countText = (await page.getByText(/^\d[\d.]* products?$/).textContent()) ?? ''
    const total = Number(countText.replace(/\D/g, ''))
    const end = page.getByText("You've reached the end.")

    for (let jump = 0; jump < 60 && !(await end.isVisible()); jump++) {
      const before = await cards.count()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      // Each jump to the footer brings more cards (or the end), with no other scrolling.
      await expect
        .poll(async () => (await cards.count()) > before || (await end.isVisible()), {
          timeout: 10_000,
        })
        .toBe(true)
    }
    expect(await end.isVisible()).toBe(true)
    expect(await cards.count()).toBe(total)
    await screenshotsAtBothSizes(page, 'products-end')
    expectNoPageErrors(page)
  })

  it("shows the seller's products with name, stock and actions, nothing clipped", async () => {
    const seller = await createSeller()
    const name = 'Handwoven Rattan Laundry Basket Extra Large'
    await createProduct(seller, { name, price: 1_250_000, stock: 7 })
    const page = await browser.newPage('phone')
    await signInAs(page, seller.account)

    await page.goto(`/dashboard/stores/${seller.store.slug}`)
    const row = page.getByRole('row').filter({ hasText: name })
    await row.waitFor()
    const table = page.getByRole('table')
    const clipped = await table.evaluate((el) => {
      const scroller = el.parentElement
      return scroller ? scroller.scrollWidth > scroller.clientWidth : true
    })
    expect(clipped).toBe(false)
    await expectOnScreen(row.getByText(name, { exact: true }))
    // The stock figure is the button that changes it (docs/product.md#stores).
    await expectOnScreen(row.getByRole('button', { name: `Stock of ${name}: 7. Change it` }))
    await expectOnScreen(row.getByRole('button', { name: `Actions for ${name}` }))
    await screenshotsAtBothSizes(page, 'store-products')
    await expectAccessible(page)
    expectNoPageErrors(page)
  })

  it('the payment popup keeps its figures on one line and names the order as the table does', async () => {
    const seller = await createSeller()
    const product = await createProduct(seller, {
      name: 'Carved Teak Garden Bench With Armrests',
      price: 87_500_000,
      stock: 2,
    })
    await shipFrom(seller)
    const page = await browser.newPage('phone')
    const shopper = await signInAs(page, await createAccount())
    await addAddress(shopper.accessToken)
    await apiAs(shopper.accessToken, 'POST', '/api/v1/carts', {
      productId: product.id,
      quantity: 1,
    })

    await page.goto('/cart')
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).click()
    await checkoutToPopup(page)
    const popup = payFrame(page)
    const orders = await apiAs<{ data: { id: number }[] }>(
      shopper.accessToken,
      'GET',
      '/api/v1/orders?limit=1',
    )
    const orderId = orders.data[0]?.id
    expect(orderId).toBeDefined()
    const popupOrder = (await popup.getByTestId('order-number').textContent()) ?? ''
    expect(popupOrder.startsWith(`Order #${orderId} `)).toBe(true)

    const lineCounts = await popup.locator('.figure, .total').evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return range.getClientRects().length
      }),
    )
    expect(lineCounts.length).toBeGreaterThanOrEqual(2)
    expect(lineCounts.every((lines) => lines === 1)).toBe(true)
    await screenshotsAtBothSizes(page, 'payment-popup')

    await popup.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL('**/dashboard/orders')
    const row = page.getByTestId(`order-${orderId}`)
    await row.waitFor()
    expect(await row.getByRole('cell').first().textContent()).toContain(`#${orderId}`)
    expectNoPageErrors(page)
  })

  it('home: category tiles fill their rows; the desktop hero shows the demo art', async () => {
    const page = await browser.newPage('phone')
    await page.goto('/')
    const tiles = page.locator('#categories a[href^="/category/"]')
    await tiles.first().waitFor()
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      // Every row's last tile reaches the right edge of the first row.
      const rightEdges = await tiles.evaluateAll((links) => {
        const rows = new Map<number, number>()
        for (const link of links) {
          const box = link.getBoundingClientRect()
          rows.set(Math.round(box.top), Math.round(box.right))
        }
        return [...rows.values()]
      })
      expect(rightEdges.length).toBeGreaterThan(1)
      expect(new Set(rightEdges).size).toBe(1)
    }
    const art = page.getByTestId('hero-art')
    await expect
      .poll(() =>
        art
          .locator('img')
          .evaluateAll(
            (imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
          ),
      )
      .toBe(4)
    await page.setViewportSize(PHONE)
    expect(await art.isVisible()).toBe(false)
    await screenshotsAtBothSizes(page, 'home-390')
    expectNoPageErrors(page)
  })

  it("orders: the status filter's checkboxes sit together under their legend on a phone", async () => {
    const page = await browser.newPage('phone')
    await signInAs(page, await createAccount())
    await page.goto('/dashboard/orders')
    const legend = page.getByText('Status Payment', { exact: true })
    await legend.waitFor()
    const legendBox = await legend.boundingBox()
    const tops = []
    for (const name of ['Paid', 'Pending', 'Canceled']) {
      const box = await page.getByRole('checkbox', { name }).boundingBox()
      expect(box).not.toBeNull()
      expect(box?.y ?? 0).toBeGreaterThanOrEqual((legendBox?.y ?? 0) + (legendBox?.height ?? 0))
      tops.push(Math.round(box?.y ?? 0))
    }
    expect(new Set(tops).size).toBe(1)
    await screenshotsAtBothSizes(page, 'orders-filter')
    expectNoPageErrors(page)
  })
})
