import type { OrderDetail, Product, ProductReviewPage } from '@pasar/shared'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, signInAs } from '../support/accounts.ts'
import {
  baseURL,
  expectNoPageErrors,
  screenshotsAtBothSizes,
  useBrowser,
  VIEWPORTS,
} from '../support/browser.ts'
import { orderThroughApi, shipFrom } from '../support/checkout.ts'
import { createProduct, createSeller, type Seller } from '../support/sellers.ts'

const browser = useBrowser()

/**
 * A buyer's completed purchase of the seller's product, made as the other browser tests make
 * one through the API: ordered, paid at the payment twin, shipped by the seller, received.
 */
async function completedPurchase(seller: Seller, product: Product, buyerToken: string) {
  await apiAs(buyerToken, 'POST', '/api/v1/carts', { productId: product.id, quantity: 1 })
  const created = await orderThroughApi(buyerToken, [product.id])
  const paid = await fetch(`${baseURL()}/local/midtrans/pay/${created.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ choice: 'pay' }),
  })
  expect(await paid.json()).toMatchObject({ event: 'success', delivered: 200 })
  const orderId = created.data.id
  const { data: order } = await apiAs<{ data: OrderDetail }>(
    buyerToken,
    'GET',
    `/api/v1/orders/${orderId}`,
  )
  const part = order.storeOrders[0]
  if (!part) throw new Error('no store order')
  await apiAs(seller.token, 'POST', `/api/v1/stores/${seller.store.slug}/orders/${part.id}/ship`, {
    trackingNumber: 'JNE0123456789',
  })
  await apiAs(buyerToken, 'POST', `/api/v1/orders/${orderId}/store-orders/${part.id}/receive`)
  return { orderId, storeOrderId: part.id }
}

describe('verified reviews', () => {
  it('a buyer reviews a completed purchase with a photo; the seller replies from the Reviews tab', async () => {
    const seller = await createSeller()
    await shipFrom(seller)
    const product = await createProduct(seller, {
      name: 'Tas Anyaman Pandan',
      price: 185_000,
      stock: 5,
    })
    const page = await browser.newPage('phone')
    const buyerAccount = await createAccount({ name: 'Budiman Hartono' })
    const buyer = await signInAs(page, buyerAccount)
    const { orderId } = await completedPurchase(seller, product, buyer.accessToken)

    // The order detail offers 'Review' on the completed line.
    await page.goto(`/dashboard/orders/${orderId}`)
    const reviewButton = page.getByRole('button', { name: `Review ${product.name}` })
    await reviewButton.waitFor()
    await screenshotsAtBothSizes(page, 'reviews-order-line', { docs: true, accessible: true })
    await page.setViewportSize(VIEWPORTS.phone)
    await reviewButton.click()
    const dialog = page.getByRole('dialog', { name: 'Review this product' })
    await dialog.waitFor()

    // Stars by keyboard: a radio group.
    await dialog.getByRole('radio', { name: '3 stars' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
    await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true })
    await dialog
      .getByRole('textbox', { name: /Comment/ })
      .fill('Anyamannya rapi dan kuat. Pengiriman cepat, dikemas dengan baik.')
    await expect.poll(() => dialog.getByText(/^6\d \/ 2,000$/).count()).toBe(1)
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#b45309' },
    })
      .jpeg()
      .toBuffer()
    await dialog
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'tas.jpg', mimeType: 'image/jpeg', buffer: photo }])
    await dialog.getByRole('img', { name: 'Photo 1' }).waitFor()
    await screenshotsAtBothSizes(page, 'reviews-dialog', { docs: true, accessible: true })
    await dialog.getByRole('button', { name: 'Send review' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('Reviewed').waitFor()
    await expect
      .poll(() => page.getByRole('img', { name: '5 out of 5 stars' }).count())
      .toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: `Review ${product.name}` }).count()).toBe(0)
    await screenshotsAtBothSizes(page, 'reviews-order-reviewed', { docs: true, accessible: true })

    // The product page shows the summary and the review with its photo and shortened name.
    await page.goto(`/product/${product.uuid}`)
    const reviews = page.getByTestId('product-reviews')
    await reviews.getByTestId('rating-average').waitFor()
    expect(await reviews.getByTestId('rating-average').textContent()).toBe('5.0/5')
    expect(await reviews.getByTestId('rating-count').textContent()).toBe('1 review')
    await reviews.getByText('B***o').waitFor()
    expect(await reviews.getByRole('list', { name: 'Review photos' }).count()).toBe(1)
    await reviews.getByRole('button', { name: 'With photos' }).click()
    await reviews.getByText('B***o').waitFor()

    // The seller answers from the store's Reviews tab, once.
    const sellerPage = await browser.newPage('desktop')
    await signInAs(sellerPage, seller.account)
    await sellerPage.goto(`/dashboard/stores/${seller.store.slug}`)
    await sellerPage
      .getByRole('navigation', { name: 'Store sections' })
      .getByRole('link', { name: 'Reviews' })
      .click()
    await sellerPage.getByText('1 review waits for your reply.').waitFor()
    await screenshotsAtBothSizes(sellerPage, 'reviews-seller-tab', { docs: true, accessible: true })
    await sellerPage
      .getByRole('textbox', { name: 'Your reply' })
      .fill('Terima kasih, Kak! Semoga tasnya awet dipakai.')
    await sellerPage.getByRole('button', { name: 'Post reply' }).click()
    await sellerPage.getByText('Every review has your reply.').waitFor()
    expect(await sellerPage.getByRole('textbox', { name: 'Your reply' }).count()).toBe(0)

    // The reply shows under the review on the product page.
    await page.reload()
    await reviews.getByText('Terima kasih, Kak! Semoga tasnya awet dipakai.').waitFor()
    await reviews.getByText("Seller's reply").waitFor()
    await screenshotsAtBothSizes(page, 'reviews-product', { docs: true, accessible: true })

    const page1 = await apiAs<ProductReviewPage>(
      buyer.accessToken,
      'GET',
      `/api/v1/products/${product.uuid}/reviews`,
    )
    expect(page1.summary).toMatchObject({ average: 5, count: 1 })
    expectNoPageErrors(page)
    expectNoPageErrors(sellerPage)
  }, 300_000)
})
