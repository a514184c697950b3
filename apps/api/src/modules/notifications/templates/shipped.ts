import type { ShippedMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { html } from './html.ts'
import { paragraph, storeOrderBlock, type MailTemplate } from './layout.ts'

/** To the buyer, when a store has shipped its part: the courier and the tracking number. */
export const renderShipped: MailTemplate<ShippedMail> = (links, mail, text) => {
  const { t } = text
  const number = orderNumber(mail.orderId)
  const { storeOrder } = mail
  const store = storeOrder.store.name
  const { courierName: courier, serviceName: service } = storeOrder.shipping
  const intro = t('shipped.intro', { store, number, courier, service })
  const trackingLabel = t('shipped.trackingLabel')
  const tracking = {
    text: `${trackingLabel} ${mail.trackingNumber}`,
    html: paragraph(html`${trackingLabel} <strong>${mail.trackingNumber}</strong>`),
  }
  return {
    subject: t('shipped.subject', { number, store }),
    preheader: intro,
    heading: t('shipped.heading'),
    blocks: [intro, tracking, storeOrderBlock(text, storeOrder, false)],
    action: { label: t('shipped.action'), url: orderUrl(links.publicUrl, mail.orderId) },
  }
}
