import { formatIDR, type Language } from '@pasar/shared'
import type { MailLinks, OrderPlacedMail, RenderedMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { html } from './html.ts'
import {
  htmlLayout,
  paragraph,
  storeOrderHtml,
  storeOrderText,
  textLayout,
  totalsHtml,
  totalsText,
} from './layout.ts'
import { mailText } from './mail-text.ts'

/** To the buyer, when the order is made: what they ordered and until when they can pay. */
export function renderOrderPlaced(
  links: MailLinks,
  mail: OrderPlacedMail,
  language: Language,
): RenderedMail {
  const text = mailText(language)
  const { t } = text
  const number = orderNumber(mail.orderId)
  const stores = text.list(mail.storeOrders.map((so) => so.store.name))
  const deadline = text.deadline(mail.paymentDeadline)
  const totals = [
    { label: t('common.items'), amount: mail.itemsTotal },
    { label: t('common.shipping'), amount: mail.shippingTotal },
    { label: t('common.total'), amount: mail.totalPrice },
  ]
  const action = { label: t('common.viewOrder'), url: orderUrl(links.publicUrl, mail.orderId) }
  const intro = t('orderPlaced.intro', {
    number,
    stores,
    total: formatIDR(mail.totalPrice),
    deadline,
  })
  const greeting = t('common.hello', { name: mail.buyer.name })
  return {
    subject: t('orderPlaced.subject', { number, deadline }),
    text: textLayout({
      greeting,
      blocks: [
        intro,
        ...mail.storeOrders.map((so) => storeOrderText(text, so)),
        totalsText(totals),
      ],
      action,
    }),
    html: htmlLayout({
      text,
      preheader: intro,
      heading: t('orderPlaced.heading', { number }),
      body: html`${paragraph(greeting)}${paragraph(intro)}${mail.storeOrders.map((so) =>
        storeOrderHtml(text, so),
      )}${totalsHtml(totals)}`,
      action,
    }),
  }
}
