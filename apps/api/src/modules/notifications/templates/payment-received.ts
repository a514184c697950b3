import { formatIDR } from '@pasar/shared'
import type { MailLinks, PaymentReceivedMail, RenderedMail } from '../types.ts'
import { formatDeadline, orderNumber, orderUrl, storeList } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, storeOrderHtml, storeOrderText, textLayout } from './layout.ts'

/** To the buyer, when the payment has come in: the stores now have until shipBy to ship. */
export function renderPaymentReceived(links: MailLinks, mail: PaymentReceivedMail): RenderedMail {
  const number = orderNumber(mail.orderId)
  const stores = storeList(mail.storeOrders.map((so) => so.store.name))
  const intro = `We received your payment of ${formatIDR(mail.totalPrice)} for order ${number}.`
  const next = mail.shipBy
    ? `${stores} will ship your items by ${formatDeadline(mail.shipBy)}; we will mail you the tracking number. A store that does not ship in time is canceled and refunded automatically.`
    : `${stores} will ship your items soon; we will mail you the tracking number.`
  const action = { label: 'View your order', url: orderUrl(links.publicUrl, mail.orderId) }
  return {
    subject: `Payment received for order ${number}`,
    text: textLayout({
      greeting: `Hello ${mail.buyer.name},`,
      blocks: [intro, next, ...mail.storeOrders.map((so) => storeOrderText(so))],
      action,
    }),
    html: htmlLayout({
      preheader: intro,
      heading: 'Payment received',
      body: html`${paragraph(`Hello ${mail.buyer.name},`)}${paragraph(intro)}${paragraph(next)}${mail.storeOrders.map(
        (so) => storeOrderHtml(so),
      )}`,
      action,
    }),
  }
}
