import type { Language } from '@pasar/shared'
import type { MailLinks, RenderedMail, ShippedMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { html } from './html.ts'
import { htmlLayout, paragraph, storeOrderHtml, storeOrderText, textLayout } from './layout.ts'
import { mailText } from './mail-text.ts'

/** To the buyer, when a store has shipped its part: the courier and the tracking number. */
export function renderShipped(
  links: MailLinks,
  mail: ShippedMail,
  language: Language,
): RenderedMail {
  const text = mailText(language)
  const { t } = text
  const number = orderNumber(mail.orderId)
  const { storeOrder } = mail
  const store = storeOrder.store.name
  const { courierName: courier, serviceName: service } = storeOrder.shipping
  const intro = t('shipped.intro', { store, number, courier, service })
  const trackingLabel = t('shipped.trackingLabel')
  const action = { label: t('shipped.action'), url: orderUrl(links.publicUrl, mail.orderId) }
  const greeting = t('common.hello', { name: mail.buyer.name })
  return {
    subject: t('shipped.subject', { number, store }),
    text: textLayout({
      greeting,
      blocks: [
        intro,
        `${trackingLabel} ${mail.trackingNumber}`,
        storeOrderText(text, storeOrder, false),
      ],
      action,
    }),
    html: htmlLayout({
      text,
      preheader: intro,
      heading: t('shipped.heading'),
      body: html`${paragraph(greeting)}${paragraph(intro)}${paragraph(
        html`${trackingLabel} <strong>${mail.trackingNumber}</strong>`,
      )}${storeOrderHtml(text, storeOrder, false)}`,
      action,
    }),
  }
}
