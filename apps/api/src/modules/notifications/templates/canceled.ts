import { formatIDR, type Language } from '@pasar/shared'
import type { CanceledMail, MailLinks, RenderedMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, textLayout } from './layout.ts'
import { mailText, type MailKey } from './mail-text.ts'

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
export function renderCanceled(
  links: MailLinks,
  mail: CanceledMail,
  language: Language,
): RenderedMail {
  const text = mailText(language)
  const { t } = text
  const number = orderNumber(mail.orderId)
  const stores = text.list(mail.stores.map((store) => store.name))
  const intro = t(sentenceKey(mail), { number, stores })
  const reasonLabel = t('common.reasonLabel')
  const reason = mail.reason ? `${reasonLabel} ${mail.reason}` : null
  const refund =
    mail.refundAmount === null
      ? t('canceled.nothingCharged')
      : t('canceled.refunding', { amount: formatIDR(mail.refundAmount) })
  const action = { label: t('common.viewOrder'), url: orderUrl(links.publicUrl, mail.orderId) }
  const subject =
    mail.storeOrderId === null
      ? t('canceled.subjectOrder', { number })
      : t('canceled.subjectPart', { number, stores })
  const greeting = t('common.hello', { name: mail.buyer.name })
  return {
    subject:
      mail.refundAmount === null
        ? subject
        : t('canceled.subjectRefund', { subject, amount: formatIDR(mail.refundAmount) }),
    text: textLayout({
      greeting,
      blocks: [intro, ...(reason ? [reason] : []), refund],
      action,
    }),
    html: htmlLayout({
      text,
      preheader: intro,
      heading: t(mail.storeOrderId === null ? 'canceled.headingOrder' : 'canceled.headingPart'),
      body: html`${paragraph(greeting)}${paragraph(intro)}${
        reason ? paragraph(html`<strong>${reasonLabel}</strong> ${mail.reason}`) : ''
      }${paragraph(refund)}`,
      action,
    }),
  }
}
