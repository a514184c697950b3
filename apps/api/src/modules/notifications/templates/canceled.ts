import { formatIDR } from '@pasar/shared'
import type { CanceledMail, MailLinks, RenderedMail } from '../types.ts'
import { orderNumber, orderUrl, storeList } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, textLayout } from './layout.ts'

/** Who ended what: "Kopi Nusantara canceled your items in order #42." */
function sentence(mail: CanceledMail, stores: string, number: string): string {
  if (mail.storeOrderId === null) {
    if (mail.canceledBy === 'BUYER') return `You canceled order ${number}.`
    return mail.canceledBy === 'SYSTEM'
      ? `We canceled order ${number}.`
      : `Order ${number} was canceled.`
  }
  const items = `your items from ${stores} in order ${number}`
  switch (mail.canceledBy) {
    case 'BUYER':
      return `You canceled ${items}.`
    case 'SELLER':
      return `${stores} canceled your items in order ${number}.`
    case 'SYSTEM':
      return `We canceled ${items}.`
    default:
      return `Your items from ${stores} in order ${number} were canceled.`
  }
}

/** To the buyer, when an order or one store's part of it is canceled: why, and the refund. */
export function renderCanceled(links: MailLinks, mail: CanceledMail): RenderedMail {
  const number = orderNumber(mail.orderId)
  const stores = storeList(mail.stores.map((store) => store.name))
  const intro = sentence(mail, stores, number)
  const reason = mail.reason ? `Reason: ${mail.reason}` : null
  const refund =
    mail.refundAmount === null
      ? 'Nothing was charged for it.'
      : `We are refunding ${formatIDR(mail.refundAmount)} through the payment provider; depending on your payment method it can take a few days to show in your account.`
  const action = { label: 'View your order', url: orderUrl(links.publicUrl, mail.orderId) }
  const subject =
    mail.storeOrderId === null
      ? `Order ${number} canceled`
      : `Order ${number}: items from ${stores} canceled`
  return {
    subject:
      mail.refundAmount === null
        ? subject
        : `${subject} — refund of ${formatIDR(mail.refundAmount)} on its way`,
    text: textLayout({
      greeting: `Hello ${mail.buyer.name},`,
      blocks: [intro, ...(reason ? [reason] : []), refund],
      action,
    }),
    html: htmlLayout({
      preheader: intro,
      heading: mail.storeOrderId === null ? 'Order canceled' : 'Part of your order was canceled',
      body: html`${paragraph(`Hello ${mail.buyer.name},`)}${paragraph(intro)}${
        reason ? paragraph(html`<strong>Reason:</strong> ${mail.reason}`) : ''
      }${paragraph(refund)}`,
      action,
    }),
  }
}
