import { formatIDR } from '@pasar/shared'
import type { RefundSentMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import type { MailTemplate } from './layout.ts'

/**
 * To the buyer, when a payment that arrived after the order had ended was paid back
 * (docs/decisions/0702-late-payment-refunds.md).
 */
export const renderRefundSent: MailTemplate<RefundSentMail> = (links, mail, text) => {
  const { t } = text
  const number = orderNumber(mail.orderId)
  const intro = t(
    mail.orderStatus === 'EXPIRED' ? 'refundSent.introExpired' : 'refundSent.introCanceled',
    { amount: formatIDR(mail.amount), number },
  )
  return {
    subject: t('refundSent.subject', { number }),
    preheader: intro,
    heading: t('refundSent.heading'),
    blocks: [intro, t('refundSent.wait')],
    action: { label: t('common.viewOrder'), url: orderUrl(links.publicUrl, mail.orderId) },
  }
}
