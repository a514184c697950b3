import { formatIDR } from '@pasar/shared'
import type { MailLinks, OrderPlacedMail, RenderedMail } from '../types.ts'
import { formatDeadline, orderNumber, orderUrl, storeList } from './format.ts'
import { html } from './html.ts'
import {
  htmlLayout,
  paragraph,
  storeOrderHtml,
  storeOrderText,
  textLayout,
  totalsHtml,
  totalsText,
} from './layout.ts'

/** To the buyer, when the order is made: what they ordered and until when they can pay. */
export function renderOrderPlaced(links: MailLinks, mail: OrderPlacedMail): RenderedMail {
  const number = orderNumber(mail.orderId)
  const stores = storeList(mail.storeOrders.map((so) => so.store.name))
  const deadline = formatDeadline(mail.paymentDeadline)
  const totals = [
    { label: 'Items', amount: mail.itemsTotal },
    { label: 'Shipping', amount: mail.shippingTotal },
    { label: 'Total', amount: mail.totalPrice },
  ]
  const action = { label: 'View your order', url: orderUrl(links.publicUrl, mail.orderId) }
  const intro = `Thank you for your order ${number} from ${stores}. Please pay ${formatIDR(mail.totalPrice)} before ${deadline}; after that the order is canceled and the items go back on sale.`
  return {
    subject: `Order ${number} placed — please pay by ${deadline}`,
    text: textLayout({
      greeting: `Hello ${mail.buyer.name},`,
      blocks: [intro, ...mail.storeOrders.map((so) => storeOrderText(so)), totalsText(totals)],
      action,
    }),
    html: htmlLayout({
      preheader: intro,
      heading: `Order ${number} placed`,
      body: html`${paragraph(`Hello ${mail.buyer.name},`)}${paragraph(intro)}${mail.storeOrders.map(
        (so) => storeOrderHtml(so),
      )}${totalsHtml(totals)}`,
      action,
    }),
  }
}
