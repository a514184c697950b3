import type { Language, StoreAddress } from '@pasar/shared'
import { formatIDR } from '@pasar/shared'
import type { MailLinks, NewOrderToShipMail, RenderedMail } from '../types.ts'
import { orderNumber, storeOrdersUrl } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, storeOrderHtml, storeOrderText, textLayout } from './layout.ts'
import { mailText } from './mail-text.ts'

function addressLines(address: StoreAddress): string[] {
  return [
    `${address.recipientName} (${address.phone})`,
    address.street,
    // Addresses typed before areas were picked from the list have no village.
    address.village
      ? `${address.village}, ${address.district}, ${address.city}`
      : `${address.district}, ${address.city}`,
    `${address.province} ${address.postalCode}`,
  ]
}

/** To the store's owner, when the order is paid: what to pack, where to send it, by when. */
export function renderNewOrderToShip(
  links: MailLinks,
  mail: NewOrderToShipMail,
  language: Language,
): RenderedMail {
  const text = mailText(language)
  const { t } = text
  const number = orderNumber(mail.orderId)
  const { storeOrder } = mail
  const store = storeOrder.store.name
  const deadline = text.deadline(mail.shipBy)
  const { courierName: courier, serviceName: service } = storeOrder.shipping
  const intro = t('newOrderToShip.intro', {
    buyer: mail.buyerName,
    number,
    store,
    amount: formatIDR(storeOrder.itemsTotal),
  })
  const ship = t('newOrderToShip.ship', { courier, service, deadline })
  const address = mail.address ? addressLines(mail.address) : []
  const shipTo = t('newOrderToShip.shipToHeading')
  const action = {
    label: t('newOrderToShip.action'),
    url: storeOrdersUrl(links.publicUrl, storeOrder.store.slug),
  }
  const greeting = t('common.hello', { name: mail.owner.name })
  return {
    subject: t('newOrderToShip.subject', { number, store, deadline }),
    text: textLayout({
      greeting,
      blocks: [
        intro,
        ship,
        storeOrderText(text, storeOrder, false),
        ...(address.length > 0 ? [[t('newOrderToShip.shipToText'), ...address].join('\n')] : []),
      ],
      action,
    }),
    html: htmlLayout({
      text,
      preheader: intro,
      heading: t('newOrderToShip.heading', { deadline }),
      body: html`${paragraph(greeting)}${paragraph(intro)}${paragraph(ship)}${storeOrderHtml(
        text,
        storeOrder,
        false,
      )}${
        address.length > 0
          ? html`<p style="margin:16px 0 4px;font-weight:bold">${shipTo}</p>
              <p style="margin:0 0 12px">
                ${address.map((line, i) => html`${i > 0 ? html`<br />` : ''}${line}`)}
              </p>`
          : ''
      }`,
      action,
    }),
  }
}
