import type { MailLinks, RenderedMail, ShippedMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, storeOrderHtml, storeOrderText, textLayout } from './layout.ts'

/** To the buyer, when a store has shipped its part: the courier and the tracking number. */
export function renderShipped(links: MailLinks, mail: ShippedMail): RenderedMail {
  const number = orderNumber(mail.orderId)
  const { storeOrder } = mail
  const { courierName, serviceName } = storeOrder.shipping
  const intro = `${storeOrder.store.name} has shipped your items from order ${number} with ${courierName} ${serviceName}.`
  const tracking = `Tracking number: ${mail.trackingNumber}`
  const action = { label: 'Track your order', url: orderUrl(links.publicUrl, mail.orderId) }
  return {
    subject: `Order ${number} shipped by ${storeOrder.store.name}`,
    text: textLayout({
      greeting: `Hello ${mail.buyer.name},`,
      blocks: [intro, tracking, storeOrderText(storeOrder, false)],
      action,
    }),
    html: htmlLayout({
      preheader: intro,
      heading: 'Your order is on its way',
      body: html`${paragraph(`Hello ${mail.buyer.name},`)}${paragraph(intro)}${paragraph(
        html`Tracking number: <strong>${mail.trackingNumber}</strong>`,
      )}${storeOrderHtml(storeOrder, false)}`,
      action,
    }),
  }
}
