import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, orders, refunds } from '../../src/db/schema/index.ts'
import {
  notifyLatePaymentRefunded,
  notifyOrderCanceled,
  notifyOrderPaid,
  notifyShipped,
  notifyStoreOrderCanceled,
} from '../../src/modules/notifications/index.ts'
import {
  ADDRESS,
  createTwoStoreOrder,
  HOSTILE_PRODUCT,
  HOSTILE_STORE,
  cancelBySeller,
  markShipped,
  refundLatePayment,
  updateStoreOrder,
  type TwoStoreOrder,
  notifyOrderPlaced,
} from './fixtures.ts'
import { PAID_AT, useMailRun } from './mail-run.ts'

// Each order-loop mail, sent through the outbox and the real SMTP provider to a real SMTP
// server, read back as a mail client would (docs/decisions/0870-mail-outbox.md).

const run = useMailRun()
const { deliver, mailTo } = run

const ESCAPED_STORE = '&#60;script&#62;alert(&#34;pwned&#34;)&#60;/script&#62; &#38; Sons'
const ESCAPED_PRODUCT = '&#60;img src=x onerror=alert(1)&#62; Teh'

/** User text shows as text in the HTML: escaped, never as markup. */
function expectEscaped(html: string) {
  expect(html).not.toContain('<script')
  expect(html).not.toContain('<img')
  expect(html).toContain(ESCAPED_STORE)
}

describe('order-loop mail', () => {
  let placed: TwoStoreOrder
  let paid: TwoStoreOrder

  beforeAll(async () => {
    placed = await createTwoStoreOrder(run.app)
    paid = await createTwoStoreOrder(run.app, { paidAt: PAID_AT })
  })

  it("mails the buyer 'order placed' with both stores' lines, the totals and the deadline", async () => {
    const id = placed.order.id
    await run.notify(notifyOrderPlaced, id)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })

    const mail = mailTo(placed.buyer.email)
    expect(mail.headers.get('from')).toBe('Pasar <orders@pasar.test>')
    expect(mail.subject).toBe(`Order #${id} placed — please pay by 12 Mar 2026, 14:05 WIB`)
    expect(mail.text).toContain('Hello Budi Santoso,')
    expect(mail.text).toContain(
      `Thank you for your order #${id} from Kopi Nusantara and ${HOSTILE_STORE}. Please pay Rp 240.000 before 12 Mar 2026, 14:05 WIB`,
    )
    expect(mail.text).toContain(
      'Kopi Nusantara:\n- 2 × Kopi Gayo 250 g — Rp 170.000\n- Shipping: JNE REG — Rp 18.000',
    )
    expect(mail.text).toContain(`- 1 × ${HOSTILE_PRODUCT} — Rp 40.000`)
    expect(mail.text).toContain('Items: Rp 210.000\nShipping: Rp 30.000\nTotal: Rp 240.000')
    expect(mail.text).toContain(`View your order: http://localhost:3000/dashboard/orders/${id}`)

    expectEscaped(mail.html)
    expect(mail.html).toContain(ESCAPED_PRODUCT)
    expect(mail.html).toContain('2 × Kopi Gayo 250 g')
    expect(mail.html).toContain('Rp 240.000')
    expect(mail.html).toContain(`href="http://localhost:3000/dashboard/orders/${id}"`)
  })

  it("mails the buyer 'payment received' and each store's owner 'new order to ship'", async () => {
    const id = paid.order.id
    await run.notify(notifyOrderPaid, id)
    expect(await deliver()).toEqual({ sent: 3, failed: 0 })

    const buyer = mailTo(paid.buyer.email)
    expect(buyer.subject).toBe(`Payment received for order #${id}`)
    expect(buyer.text).toContain(`We received your payment of Rp 240.000 for order #${id}.`)
    expect(buyer.text).toContain(
      `Kopi Nusantara and ${HOSTILE_STORE} will ship your items by 12 Mar 2026, 14:05 WIB`,
    )
    expectEscaped(buyer.html)

    const seller = mailTo(paid.kopiOwner.email)
    expect(seller.subject).toBe(
      `New order #${id} to ship from Kopi Nusantara by 12 Mar 2026, 14:05 WIB`,
    )
    expect(seller.text).toContain('Hello Ayu Lestari,')
    expect(seller.text).toContain(
      `Budi Santoso paid for order #${id} from Kopi Nusantara: Rp 170.000 in items.`,
    )
    expect(seller.text).toContain('ship it with JNE REG by 12 Mar 2026, 14:05 WIB')
    expect(seller.text).toContain('- 2 × Kopi Gayo 250 g — Rp 170.000')
    expect(seller.text).not.toContain(HOSTILE_PRODUCT)
    expect(seller.text).toContain(
      `Ship to:\nSiti Rahma (081234567890)\n${ADDRESS.street}\nKebayoran Baru, Jakarta Selatan\nDKI Jakarta 12160`,
    )
    expect(seller.text).toContain(
      `Open your orders: http://localhost:3000/dashboard/stores/${paid.kopi.slug}/orders`,
    )
    expect(seller.html).toContain(
      `href="http://localhost:3000/dashboard/stores/${paid.kopi.slug}/orders"`,
    )

    const hostile = mailTo(paid.hostileOwner.email)
    expect(hostile.subject).toContain(`from ${HOSTILE_STORE} by`)
    expectEscaped(hostile.html)
    expect(hostile.html).toContain(ESCAPED_PRODUCT)
    expect(hostile.text).not.toContain('Kopi Gayo')
  })

  it("mails the buyer 'shipped' with the courier and the tracking number", async () => {
    const id = paid.order.id
    await markShipped(run.app, paid.hostilePart.id, 'SCP-0012345678')
    await run.notify(notifyShipped, paid.hostilePart.id)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })

    const mail = mailTo(paid.buyer.email)
    expect(mail.subject).toBe(`Order #${id} shipped by ${HOSTILE_STORE}`)
    expect(mail.text).toContain(
      `${HOSTILE_STORE} has shipped your items from order #${id} with SiCepat BEST.`,
    )
    expect(mail.text).toContain('Tracking number: SCP-0012345678')
    expect(mail.text).toContain(`Track your order: http://localhost:3000/dashboard/orders/${id}`)
    expectEscaped(mail.html)
    expect(mail.html).toContain('<strong>SCP-0012345678</strong>')
  })

  it("mails the buyer 'canceled' with who canceled, the reason and the refund", async () => {
    const id = paid.order.id
    const reason = 'Out of stock <b>sorry</b>'
    await cancelBySeller(run.app, id, paid.kopiPart.id, { reason, amount: 188_000 })
    await run.notify(notifyStoreOrderCanceled, paid.kopiPart.id)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })

    const mail = mailTo(paid.buyer.email)
    expect(mail.subject).toBe(
      `Order #${id}: items from Kopi Nusantara canceled — refund of Rp 188.000 on its way`,
    )
    expect(mail.text).toContain(`Kopi Nusantara canceled your items in order #${id}.`)
    expect(mail.text).toContain(`Reason: ${reason}`)
    expect(mail.text).toContain('We are refunding Rp 188.000 through the payment provider')
    expect(mail.html).toContain('Out of stock &#60;b&#62;sorry&#60;/b&#62;')
    expect(mail.html).not.toContain('<b>sorry')
  })

  it("mails the buyer 'canceled' for an unpaid order they canceled, with nothing to refund", async () => {
    const id = placed.order.id
    await run.app.db.update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, id))
    for (const part of [placed.kopiPart, placed.hostilePart])
      await updateStoreOrder(run.app, part.id, { status: 'CANCELED', canceledBy: 'BUYER' })
    await run.notify(notifyOrderCanceled, id)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })

    const mail = mailTo(placed.buyer.email)
    expect(mail.subject).toBe(`Order #${id} canceled`)
    expect(mail.text).toContain(`You canceled order #${id}.`)
    expect(mail.text).toContain('Nothing was charged for it.')
    expect(mail.text).not.toContain('Reason:')
  })

  it("mails the buyer 'payment refunded' once a late payment's refund is DONE", async () => {
    const late = await createTwoStoreOrder(run.app)
    const id = late.order.id
    await run.app.db.update(orders).set({ status: 'EXPIRED' }).where(eq(orders.id, id))
    const refundId = await refundLatePayment(run.app, id)
    // Not paid out yet: nothing to tell.
    expect(await run.notify(notifyLatePaymentRefunded, refundId)).toBe(0)
    await run.app.db.update(refunds).set({ status: 'DONE' }).where(eq(refunds.id, refundId))
    expect(await run.notify(notifyLatePaymentRefunded, refundId)).toBe(1)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })

    const mail = mailTo(late.buyer.email)
    expect(mail.subject).toBe(`Your payment for order #${id} was refunded`)
    expect(mail.text).toContain(
      `Your payment of Rp 240.000 for order #${id} arrived after the order had expired, so we refunded it in full`,
    )
    expect(mail.html).toContain(`href="http://localhost:3000/dashboard/orders/${id}"`)
  })

  it('keeps one mail per event: the same event notified again mails nobody twice', async () => {
    const before = await run.app.db.select({ n: count() }).from(mailOutbox)
    await run.notify(notifyOrderPaid, paid.order.id)
    await run.notify(notifyShipped, paid.hostilePart.id)
    expect(await run.app.db.select({ n: count() }).from(mailOutbox)).toEqual(before)
    expect(await deliver()).toEqual({ sent: 0, failed: 0 })
    expect(run.sink.received).toHaveLength(0)
  })
})
