import { formatIDR, type Language } from '@pasar/shared'
import type { MailLinks, PaymentReceivedMail, RenderedMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, storeOrderHtml, storeOrderText, textLayout } from './layout.ts'
import { mailText } from './mail-text.ts'

/** To the buyer, when the payment has come in: the stores now have until shipBy to ship. */
export function renderPaymentReceived(
  links: MailLinks,
  mail: PaymentReceivedMail,
  language: Language,
): RenderedMail {
  const text = mailText(language)
  const { t } = text
  const number = orderNumber(mail.orderId)
  const stores = text.list(mail.storeOrders.map((so) => so.store.name))
  const intro = t('paymentReceived.intro', { total: formatIDR(mail.totalPrice), number })
  const next = mail.shipBy
    ? t('paymentReceived.shipBy', { stores, deadline: text.deadline(mail.shipBy) })
    : t('paymentReceived.shipSoon', { stores })
  const action = { label: t('common.viewOrder'), url: orderUrl(links.publicUrl, mail.orderId) }
  const greeting = t('common.hello', { name: mail.buyer.name })
  return {
    subject: t('paymentReceived.subject', { number }),
    text: textLayout({
      greeting,
      blocks: [intro, next, ...mail.storeOrders.map((so) => storeOrderText(text, so))],
      action,
    }),
    html: htmlLayout({
      text,
      preheader: intro,
      heading: t('paymentReceived.heading'),
      body: html`${paragraph(greeting)}${paragraph(intro)}${paragraph(next)}${mail.storeOrders.map(
        (so) => storeOrderHtml(text, so),
      )}`,
      action,
    }),
  }
}
