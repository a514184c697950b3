import { formatIDR, type Order, type SellerStoreOrder } from '@pasar/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, DEMO_SHOPPER, login, signInAs } from '../support/accounts.ts'
import {
  expectNoPageErrors,
  screenshot,
  screenshotsAtBothSizes,
  useBrowser,
  VIEWPORTS,
  withToast,
} from '../support/browser.ts'
import { findInbox, ordersOf } from '../support/fulfilment.ts'

const browser = useBrowser()

/** The count on one of the inbox's tabs ('To ship', 'Shipped', …). */
async function tabCount(page: Page, label: string): Promise<number> {
  const tab = page
    .getByRole('navigation', { name: 'Order status' })
    .getByRole('link', { name: new RegExp(`^${label}`) })
  return Number((await tab.textContent())?.replace(label, ''))
}

describe('fulfilment', () => {
  it('the seller ships one order from the inbox and cancels another, and the buyer is refunded', async () => {
    const inbox = await findInbox('TO_SHIP', 2)
    const [toShip, toCancel] = inbox.page.data
    if (!toShip || !toCancel) throw new Error('unreachable')
    const page = await browser.newPage('phone')
    await signInAs(page, inbox.account)

    // The store's page links to its orders with the number to ship.
    await page.goto(`/dashboard/stores/${inbox.store.slug}`)
    const ordersTab = page
      .getByRole('navigation', { name: 'Store sections' })
      .getByRole('link', { name: /^Orders/ })
    await ordersTab.click()
    await page.getByTestId(`store-order-${toShip.id}`).waitFor()
    const before = {
      toShip: await tabCount(page, 'To ship'),
      shipped: await tabCount(page, 'Shipped'),
      canceled: await tabCount(page, 'Canceled'),
    }
    expect(before.toShip).toBe(inbox.page.counts.TO_SHIP)
    const card = page.getByTestId(`store-order-${toShip.id}`)
    expect(await card.getByTestId('ship-by').textContent()).toMatch(/^(Ship within \d|Overdue)/)
    if (toShip.address) expect(await card.getByText(toShip.address.street).isVisible()).toBe(true)
    await screenshotsAtBothSizes(page, 'order-inbox', { docs: true, accessible: true })
    await page.setViewportSize(VIEWPORTS.phone)

    // Ship: a wrong tracking number is refused in the dialog, a right one ships it.
    await page.getByRole('button', { name: `Ship order #${toShip.orderId}`, exact: true }).click()
    const shipDialog = page.getByRole('dialog')
    await shipDialog.getByLabel('Tracking number').fill('AB 1')
    await shipDialog.getByRole('button', { name: 'Ship order', exact: true }).click()
    await shipDialog.getByText('Tracking number must be 4 to 40 characters').waitFor()
    const trackingNumber = `JNE${Date.now()}`
    await shipDialog.getByLabel('Tracking number').fill(trackingNumber.toLowerCase())
    await screenshot(page, 'order-inbox-ship')
    // Sent from the keyboard, as a seller shipping one order after another would.
    await withToast(page, `Order #${toShip.orderId} is shipped.`, () =>
      shipDialog.getByLabel('Tracking number').press('Enter'),
    )
    await card.waitFor({ state: 'detached' })
    await expect.poll(() => tabCount(page, 'Shipped')).toBe(before.shipped + 1)
    // Focus went on to the next order, not to the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby')))
      .toBe(`store-order-${toCancel.id}-title`)
    await screenshot(page, 'order-inbox-next-focused', { fullPage: false })

    // Cancel: the dialog says the buyer is refunded; the order moves to Canceled with its refund.
    await page
      .getByRole('button', { name: `Cancel order #${toCancel.orderId}`, exact: true })
      .click()
    const cancelDialog = page.getByRole('dialog')
    // What the buyer paid for it: its vouchers' discounts off (docs/decisions/1016-vouchers.md).
    const paid =
      toCancel.itemsTotal +
      toCancel.shipping.price -
      toCancel.discount.store -
      toCancel.discount.platform
    expect(await cancelDialog.textContent()).toContain(`The buyer is refunded ${formatIDR(paid)}`)
    await cancelDialog.getByLabel('Reason').fill('Out of stock, sorry.')
    await screenshot(page, 'order-inbox-cancel')
    await withToast(page, `Order #${toCancel.orderId} is canceled.`, () =>
      cancelDialog.getByRole('button', { name: 'Cancel order', exact: true }).click(),
    )
    await expect.poll(() => tabCount(page, 'To ship')).toBe(before.toShip - 2)
    await page.getByRole('link', { name: /^Canceled/ }).click()
    const canceled = page.getByTestId(`store-order-${toCancel.id}`)
    await canceled.waitFor()
    expect(await tabCount(page, 'Canceled')).toBe(before.canceled + 1)
    expect(await canceled.getByText('Out of stock, sorry.').isVisible()).toBe(true)
    // The refund line says what the payment provider made of the refund (Done, Pending, Failed).
    const { data: after } = await apiAs<{ data: SellerStoreOrder }>(
      inbox.token,
      'GET',
      `/api/v1/stores/${inbox.store.slug}/orders/${toCancel.id}`,
    )
    expect(after.refund?.amount).toBe(paid)
    const word = {
      DONE: 'Done',
      PENDING: 'Pending',
      FAILED: 'Failed',
      SETTLED: 'Settled by Pasar',
    }[after.refund?.status ?? 'DONE']
    expect(await canceled.getByTestId('store-order-refund').textContent()).toBe(
      `Refund ${formatIDR(paid)} · ${word}`,
    )

    // The shipped one is under Shipped, on the way, with its tracking number upper case.
    await page.getByRole('link', { name: /^Shipped/ }).click()
    const shipped = page.getByTestId(`store-order-${toShip.id}`)
    await shipped.waitFor()
    expect(await shipped.getByText(trackingNumber, { exact: true }).isVisible()).toBe(true)
    expectNoPageErrors(page)
  })

  it("the buyer's order detail shows tracking, 'Order received' completes a part, a canceled part shows its refund", async () => {
    const page = await browser.newPage('phone')
    const { accessToken } = await signInAs(page, DEMO_SHOPPER)
    const orders = await ordersOf(accessToken)
    // A shipped part with the courier's history if there is one (the seed's), else any shipped part.
    const shippedParts = orders.flatMap((o) =>
      o.storeOrders
        .filter((p) => ['SHIPPED', 'DELIVERED'].includes(p.status))
        .map((p) => ({ order: o, part: p })),
    )
    const found = shippedParts.find(({ part: p }) => p.tracking.length > 0) ?? shippedParts[0]
    if (!found) throw new Error('the demo shopper has no shipped store order')
    const { order, part } = found
    if (!part?.shipping.trackingNumber) throw new Error('a shipped store order has no tracking')

    // From the orders table: the order number opens the detail.
    await page.goto('/dashboard/orders')
    await page
      .getByTestId(`order-${order.id}`)
      .getByRole('link', { name: `#${order.id}`, exact: true })
      .click()
    await page.getByRole('heading', { name: `Order #${order.id}` }).waitFor()
    const panel = page.getByTestId(`store-order-${part.id}`)
    expect(await panel.getByTestId('tracking-number').textContent()).toBe(
      part.shipping.trackingNumber,
    )
    expect(await panel.getByRole('list', { name: 'Progress' }).textContent()).toContain(
      'Shipped (done)',
    )
    if (part.tracking.length > 0) {
      await panel.getByRole('list', { name: 'Tracking history' }).waitFor()
    }
    const discounts = order.storeOrders.reduce(
      (sum, storeOrder) => ({
        store: sum.store + storeOrder.discount.store,
        platform: sum.platform + storeOrder.discount.platform,
      }),
      { store: 0, platform: 0 },
    )
    expect(await page.getByTestId('order-totals').textContent()).toBe(
      `Items${formatIDR(order.itemsTotal)}Shipping${formatIDR(order.shippingTotal)}` +
        (discounts.store ? `Store voucher−${formatIDR(discounts.store)}` : '') +
        (discounts.platform ? `Pasar voucher−${formatIDR(discounts.platform)}` : '') +
        `Total${formatIDR(order.totalPrice)}`,
    )
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await withToast(page, 'Copied.', () =>
      panel.getByRole('button', { name: 'Copy tracking number' }).click(),
    )
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      part.shipping.trackingNumber,
    )
    await screenshotsAtBothSizes(page, 'order-detail', { docs: true, accessible: true })
    await page.setViewportSize(VIEWPORTS.phone)

    // 'Order received' asks first, then completes that part.
    await panel.getByRole('button', { name: `Order received from ${part.store.name}` }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.waitFor()
    await screenshotsAtBothSizes(page, 'order-received-confirm', { accessible: true })
    await withToast(page, 'The order is completed.', () =>
      confirm.getByRole('button', { name: 'Order received', exact: true }).click(),
    )
    await panel.getByText('Completed', { exact: true }).first().waitFor()
    expect(await panel.getByRole('button', { name: /Order received/ }).count()).toBe(0)
    // Focus went to the store's title, not to the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(`store-order-${part.id}-store`)
    const { accessToken: fresh } = await login(DEMO_SHOPPER)
    const after = await apiAs<{ data: Order }>(fresh, 'GET', `/api/v1/orders/${order.id}`)
    expect(after.data.storeOrders.find((p) => p.id === part.id)?.status).toBe('COMPLETED')

    // A canceled part of the shopper's orders shows its reason and refund.
    const refundedParts = orders.flatMap((o) =>
      o.storeOrders
        .filter((p) => p.status === 'CANCELED' && p.refund !== null)
        .map((p) => ({ order: o, part: p })),
    )
    const refundedPart =
      refundedParts.find(({ part: p }) => p.refund?.status === 'DONE') ?? refundedParts[0]
    if (!refundedPart?.part.refund) throw new Error('the demo shopper has no refunded store order')
    const { order: refunded, part: canceled } = refundedPart
    if (!canceled.refund) throw new Error('unreachable')
    await page.goto(`/dashboard/orders/${refunded.id}`)
    const canceledPanel = page.getByTestId(`store-order-${canceled.id}`)
    const words = {
      DONE: 'Done',
      PENDING: 'Pending',
      FAILED: 'Failed',
      SETTLED: 'Settled by Pasar',
    }
    expect(await canceledPanel.getByTestId('store-order-refund').textContent()).toBe(
      `Refund ${formatIDR(canceled.refund.amount)} · ${words[canceled.refund.status]}`,
    )
    expect(await canceledPanel.getByRole('list', { name: 'Progress' }).textContent()).toContain(
      'Canceled',
    )
    await page.evaluate(() => window.scrollTo(0, 0)) // a full-page picture of the top, header in place
    await screenshot(page, 'order-detail-canceled', { docs: true, accessible: true })

    // Someone else's order, or none: not found.
    await page.goto('/dashboard/orders/999999')
    await page.getByRole('heading', { name: 'Order not found' }).waitFor()
    expectNoPageErrors(page, [/Failed to load resource.*404/])
  })
})
