import type { StoreAddress } from '@pasar/shared'
import { formatIDR } from '@pasar/shared'
import type { NewOrderToShipMail } from '../types.ts'
import { orderNumber, storeOrdersUrl } from './format.ts'
import { html } from './html.ts'
import { storeOrderBlock, type MailBlock, type MailTemplate } from './layout.ts'
import type { MailText } from './mail-text.ts'

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

/** Where to send the parcel, under a heading of its own. */
function shipToBlock({ t }: MailText, address: string[]): MailBlock {
  const heading = t('newOrderToShip.shipToHeading')
  return {
    text: [t('newOrderToShip.shipToText'), ...address].join('\n'),
    html: html`<p style="margin:16px 0 4px;font-weight:bold">${heading}</p>
      <p style="margin:0 0 12px">
        ${address.map((line, i) => html`${i > 0 ? html`<br />` : ''}${line}`)}
      </p>`,
  }
}

/** To the store's owner, when the order is paid: what to pack, where to send it, by when. */
export const renderNewOrderToShip: MailTemplate<NewOrderToShipMail> = (links, mail, text) => {
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
  return {
    subject: t('newOrderToShip.subject', { number, store, deadline }),
    preheader: intro,
    heading: t('newOrderToShip.heading', { deadline }),
    blocks: [
      intro,
      ship,
      storeOrderBlock(text, storeOrder, false),
      ...(mail.address ? [shipToBlock(text, addressLines(mail.address))] : []),
    ],
    action: {
      label: t('newOrderToShip.action'),
      url: storeOrdersUrl(links.publicUrl, storeOrder.store.slug),
    },
  }
}
