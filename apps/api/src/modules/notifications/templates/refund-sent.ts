import { formatIDR } from '@pasar/shared'
import type { MailLinks, RefundSentMail, RenderedMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, textLayout } from './layout.ts'

/**
 * To the buyer, when a payment that arrived after the order had ended was paid back
 * (docs/decisions/0702-late-payment-refunds.md).
 */
export function renderRefundSent(links: MailLinks, mail: RefundSentMail): RenderedMail {
  const number = orderNumber(mail.orderId)
  const ended = mail.orderStatus === 'EXPIRED' ? 'expired' : 'been canceled'
  const intro = `Your payment of ${formatIDR(mail.amount)} for order ${number} arrived after the order had ${ended}, so we refunded it in full through the payment provider.`
  const wait = 'Depending on your payment method, it can take a few days to show in your account.'
  const action = { label: 'View your order', url: orderUrl(links.publicUrl, mail.orderId) }
  return {
    subject: `Your payment for order ${number} was refunded`,
    text: textLayout({ greeting: `Hello ${mail.buyer.name},`, blocks: [intro, wait], action }),
    html: htmlLayout({
      preheader: intro,
      heading: 'Payment refunded',
      body: html`${paragraph(`Hello ${mail.buyer.name},`)}${paragraph(intro)}${paragraph(wait)}`,
      action,
    }),
  }
}
