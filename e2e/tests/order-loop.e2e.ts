import { formatIDR, type Order, type Product } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, signInAs } from '../support/accounts.ts'
import {
  expectNoPageErrors,
  screenshotsAtBothSizes,
  useBrowser,
  type ViewportName,
  withToast,
} from '../support/browser.ts'
import { addAddress, checkoutToPopup, payFrame, shipFrom } from '../support/checkout.ts'
import { createProduct, createSeller, type Seller } from '../support/sellers.ts'

const browser = useBrowser()

async function storeWith(
  name: string,
  price: number,
): Promise<{ seller: Seller; product: Product }> {
  const seller = await createSeller()
  await shipFrom(seller)
  const product = await createProduct(seller, { name, price, stock: 4 })
  return { seller, product }
}

/** The seller, signed in on their own page, opens their store's order inbox. */
async function openInbox(seller: Seller, viewport: ViewportName) {
  const page = await browser.newPage(viewport)
  await signInAs(page, seller.account)
  await page.goto(`/dashboard/stores/${seller.store.slug}/orders`)
  return page
}

// The whole order loop (docs/product.md#order-loop) with two stores in one order, as each of the
// three people sees it: the buyer pays once, one seller ships, the other cancels, the buyer
// receives one part and sees the other's refund.
describe('the order loop', () => {
  it('a buyer pays once for two stores; one ships and is received, the other cancels and refunds', async () => {
    const [lampu, kopi] = await Promise.all([
      storeWith('Lampu Gantung Rotan', 240_000),
      storeWith('Kopi Toraja Sapan 200 g', 95_000),
    ])
    const buyerPage = await browser.newPage('desktop')
    const buyer = await signInAs(buyerPage, await createAccount())
    await addAddress(buyer.accessToken)
    for (const { product } of [lampu, kopi]) {
      await apiAs(buyer.accessToken, 'POST', '/api/v1/carts', {
        productId: product.id,
        quantity: 1,
      })
    }

    // The buyer checks both out at once and pays in the payment popup.
    await buyerPage.goto('/cart')
    await buyerPage.getByRole('link', { name: kopi.product.name }).waitFor()
    await buyerPage.getByRole('checkbox', { name: 'Select all', exact: true }).click()
    await checkoutToPopup(buyerPage)
    await payFrame(buyerPage).getByRole('button', { name: 'Pay', exact: true }).click()
    await buyerPage.waitForURL('**/dashboard/orders')
    const {
      data: [order],
    } = await apiAs<{ data: Order[] }>(buyer.accessToken, 'GET', '/api/v1/orders?limit=1')
    if (!order) throw new Error('no order')
    expect(order.status).toBe('PAID')
    const partOf = (seller: Seller) => {
      const part = order.storeOrders.find((p) => p.store.slug === seller.store.slug)
      if (!part) throw new Error(`no store order for ${seller.store.name}`)
      return part
    }
    expect(order.storeOrders.map((p) => p.status)).toEqual(['TO_SHIP', 'TO_SHIP'])

    // The lamp's seller ships it with the courier's tracking number.
    const lampuPage = await openInbox(lampu.seller, 'phone')
    const lampuCard = lampuPage.getByTestId(`store-order-${partOf(lampu.seller).id}`)
    await lampuCard.waitFor()
    await lampuPage.getByRole('button', { name: `Ship order #${order.id}`, exact: true }).click()
    const shipDialog = lampuPage.getByRole('dialog')
    await shipDialog.getByLabel('Tracking number').fill('jp1234567890')
    await withToast(lampuPage, `Order #${order.id} is shipped.`, () =>
      shipDialog.getByRole('button', { name: 'Ship order', exact: true }).click(),
    )

    // The coffee's seller cannot send it and cancels: the buyer is refunded its items and shipping.
    const kopiPage = await openInbox(kopi.seller, 'desktop')
    const kopiPart = partOf(kopi.seller)
    await kopiPage.getByTestId(`store-order-${kopiPart.id}`).waitFor()
    await kopiPage.getByRole('button', { name: `Cancel order #${order.id}`, exact: true }).click()
    const cancelDialog = kopiPage.getByRole('dialog')
    await cancelDialog.getByLabel('Reason').fill('Stok kopi habis, mohon maaf.')
    await withToast(kopiPage, `Order #${order.id} is canceled.`, () =>
      cancelDialog.getByRole('button', { name: 'Cancel order', exact: true }).click(),
    )

    // The buyer's order: the lamp with its tracking number, the coffee canceled and refunded.
    await buyerPage.goto(`/dashboard/orders/${order.id}`)
    const lampuPanel = buyerPage.getByTestId(`store-order-${partOf(lampu.seller).id}`)
    const kopiPanel = buyerPage.getByTestId(`store-order-${kopiPart.id}`)
    await expect
      .poll(() => lampuPanel.getByTestId('tracking-number').textContent())
      .toBe('JP1234567890')
    const refund = kopiPart.itemsTotal + kopiPart.shipping.price
    await expect
      .poll(() => kopiPanel.getByTestId('store-order-refund').textContent())
      .toBe(`Refund ${formatIDR(refund)} · Done`)
    expect(await kopiPanel.getByText('Stok kopi habis, mohon maaf.').isVisible()).toBe(true)
    await screenshotsAtBothSizes(buyerPage, 'order-loop', { docs: true, accessible: true })

    // The parcel arrives: 'Order received' completes the lamp's part.
    await lampuPanel
      .getByRole('button', { name: `Order received from ${lampu.seller.store.name}` })
      .click()
    await withToast(buyerPage, 'The order is completed.', () =>
      buyerPage
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Order received', exact: true })
        .click(),
    )
    const after = await apiAs<{ data: Order }>(
      buyer.accessToken,
      'GET',
      `/api/v1/orders/${order.id}`,
    )
    expect(after.data.status).toBe('PAID')
    expect(after.data.storeOrders.map((p) => [p.store.slug, p.status, p.refund?.status])).toEqual(
      expect.arrayContaining([
        [lampu.seller.store.slug, 'COMPLETED', undefined],
        [kopi.seller.store.slug, 'CANCELED', 'DONE'],
      ]),
    )
    // The lamp's seller sees it completed; the coffee's seller sees it canceled with the refund.
    await lampuPage.goto(`/dashboard/stores/${lampu.seller.store.slug}/orders?status=completed`)
    await lampuCard.waitFor()
    await kopiPage.goto(`/dashboard/stores/${kopi.seller.store.slug}/orders?status=canceled`)
    expect(
      await kopiPage
        .getByTestId(`store-order-${kopiPart.id}`)
        .getByTestId('store-order-refund')
        .textContent(),
    ).toBe(`Refund ${formatIDR(refund)} · Done`)
    for (const page of [buyerPage, lampuPage, kopiPage]) expectNoPageErrors(page)
  })
})
