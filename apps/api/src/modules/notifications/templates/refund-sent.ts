import { formatIDR, type Language } from '@pasar/shared'
import type { MailLinks, RefundSentMail, RenderedMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, textLayout } from './layout.ts'
import { mailText } from './mail-text.ts'

/**
 * To the buyer, when a payment that arrived after the order had ended was paid back
 * (docs/decisions/0702-late-payment-refunds.md).
 */
export function renderRefundSent(
  links: MailLinks,
  mail: RefundSentMail,
  language: Language,
): RenderedMail {
  const text = mailText(language)
  const { t } = text
  const number = orderNumber(mail.orderId)
  const intro = t(
    mail.orderStatus === 'EXPIRED' ? 'refundSent.introExpired' : 'refundSent.introCanceled',
    { amount: formatIDR(mail.amount), number },
  )
  const wait = t('refundSent.wait')
  const action = { label: t('common.viewOrder'), url: orderUrl(links.publicUrl, mail.orderId) }
  const greeting = t('common.hello', { name: mail.buyer.name })
  return {
    subject: t('refundSent.subject', { number }),
    text: textLayout({ greeting, blocks: [intro, wait], action }),
    html: htmlLayout({
      text,
      preheader: intro,
      heading: t('refundSent.heading'),
      body: html`${paragraph(greeting)}${paragraph(intro)}${paragraph(wait)}`,
      action,
    }),
  }
}
