import { formatIDR } from '@pasar/shared'
import type { CanceledMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { html } from './html.ts'
import { paragraph, type MailTemplate } from './layout.ts'
import type { MailKey, MailText } from './mail-text.ts'

/** The system's reasons (docs/decisions/1011) in the mail's words: its codes, by catalogue key. */
const SYSTEM_REASONS: Record<string, MailKey> = {
  'cancel.SHIP_BY_PASSED': 'canceled.reason.shipByPassed',
  'cancel.NOT_PAID_IN_TIME': 'canceled.reason.notPaidInTime',
  'cancel.PAYMENT_FAILED': 'canceled.reason.paymentFailed',
  'cancel.BUYER_CANCELED_UNPAID': 'canceled.reason.buyerCanceledUnpaid',
}

/** A system reason in the mail's language; a person's words (or an unknown code's) as written. */
function reasonIn(text: MailText, mail: CanceledMail): string | null {
  const key = mail.reasonCode && SYSTEM_REASONS[mail.reasonCode.code]
  return key ? text.t(key, mail.reasonCode?.values) : mail.reason
}

/** Who ended what: "Kopi Nusantara canceled your items in order #42." */
function sentenceKey(mail: CanceledMail): MailKey {
  if (mail.storeOrderId === null) {
    if (mail.canceledBy === 'BUYER') return 'canceled.orderByBuyer'
    return mail.canceledBy === 'SYSTEM' ? 'canceled.orderBySystem' : 'canceled.order'
  }
  switch (mail.canceledBy) {
    case 'BUYER':
      return 'canceled.partByBuyer'
    case 'SELLER':
      return 'canceled.partBySeller'
    case 'SYSTEM':
      return 'canceled.partBySystem'
    default:
      return 'canceled.part'
  }
}

/** To the buyer, when an order or one store's part of it is canceled: why, and the refund. */
export const renderCanceled: MailTemplate<CanceledMail> = (links, mail, text) => {
  const { t } = text
  const number = orderNumber(mail.orderId)
  const stores = text.list(mail.stores.map((store) => store.name))
  const intro = t(sentenceKey(mail), { number, stores })
  const reasonLabel = t('common.reasonLabel')
  const why = reasonIn(text, mail)
  const reason = why && {
    text: `${reasonLabel} ${why}`,
    html: paragraph(html`<strong>${reasonLabel}</strong> ${why}`),
  }
  const refund =
    mail.refundAmount === null
      ? t('canceled.nothingCharged')
      : t('canceled.refunding', { amount: formatIDR(mail.refundAmount) })
  const subject =
    mail.storeOrderId === null
      ? t('canceled.subjectOrder', { number })
      : t('canceled.subjectPart', { number, stores })
  return {
    subject:
      mail.refundAmount === null
        ? subject
        : t('canceled.subjectRefund', { subject, amount: formatIDR(mail.refundAmount) }),
    preheader: intro,
    heading: t(mail.storeOrderId === null ? 'canceled.headingOrder' : 'canceled.headingPart'),
    blocks: [intro, ...(reason ? [reason] : []), refund],
    action: { label: t('common.viewOrder'), url: orderUrl(links.publicUrl, mail.orderId) },
  }
}
