import type { StoreAddress } from '@pasar/shared'
import { formatIDR } from '@pasar/shared'
import type { MailLinks, NewOrderToShipMail, RenderedMail } from '../types.ts'
import { formatDeadline, orderNumber, storeOrdersUrl } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, storeOrderHtml, storeOrderText, textLayout } from './layout.ts'

function addressLines(address: StoreAddress): string[] {
  return [
    `${address.recipientName} (${address.phone})`,
    address.street,
    `${address.district}, ${address.city}`,
    `${address.province} ${address.postalCode}`,
  ]
}

/** To the store's owner, when the order is paid: what to pack, where to send it, by when. */
export function renderNewOrderToShip(links: MailLinks, mail: NewOrderToShipMail): RenderedMail {
  const number = orderNumber(mail.orderId)
  const { storeOrder } = mail
  const store = storeOrder.store.name
  const deadline = formatDeadline(mail.shipBy)
  const { courierName, serviceName } = storeOrder.shipping
  const intro = `${mail.buyerName} paid for order ${number} from ${store}: ${formatIDR(storeOrder.itemsTotal)} in items.`
  const ship = `Please ship it with ${courierName} ${serviceName} by ${deadline} and enter the tracking number. If it is not shipped by then, the order is canceled and the buyer refunded automatically.`
  const address = mail.address ? addressLines(mail.address) : []
  const action = {
    label: 'Open your orders',
    url: storeOrdersUrl(links.publicUrl, storeOrder.store.slug),
  }
  return {
    subject: `New order ${number} to ship from ${store} by ${deadline}`,
    text: textLayout({
      greeting: `Hello ${mail.owner.name},`,
      blocks: [
        intro,
        ship,
        storeOrderText(storeOrder, false),
        ...(address.length > 0 ? [['Ship to:', ...address].join('\n')] : []),
      ],
      action,
    }),
    html: htmlLayout({
      preheader: intro,
      heading: `New order to ship by ${deadline}`,
      body: html`${paragraph(`Hello ${mail.owner.name},`)}${paragraph(intro)}${paragraph(ship)}${storeOrderHtml(
        storeOrder,
        false,
      )}${
        address.length > 0
          ? html`<p style="margin:16px 0 4px;font-weight:bold">Ship to</p>
              <p style="margin:0 0 12px">
                ${address.map((line, i) => html`${i > 0 ? html`<br />` : ''}${line}`)}
              </p>`
          : ''
      }`,
      action,
    }),
  }
}
