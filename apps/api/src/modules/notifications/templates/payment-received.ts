import { formatIDR } from '@pasar/shared'
import type { PaymentReceivedMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { storeOrderBlock, type MailTemplate } from './layout.ts'

/** To the buyer, when the payment has come in: the stores now have until shipBy to ship. */
export const renderPaymentReceived: MailTemplate<PaymentReceivedMail> = (links, mail, text) => {
  const { t } = text
  const number = orderNumber(mail.orderId)
  const stores = text.list(mail.storeOrders.map((so) => so.store.name))
  const intro = t('paymentReceived.intro', { total: formatIDR(mail.totalPrice), number })
  const next = mail.shipBy
    ? t('paymentReceived.shipBy', { stores, deadline: text.deadline(mail.shipBy) })
    : t('paymentReceived.shipSoon', { stores })
  return {
    subject: t('paymentReceived.subject', { number }),
    preheader: intro,
    heading: t('paymentReceived.heading'),
    blocks: [intro, next, ...mail.storeOrders.map((so) => storeOrderBlock(text, so))],
    action: { label: t('common.viewOrder'), url: orderUrl(links.publicUrl, mail.orderId) },
  }
}
