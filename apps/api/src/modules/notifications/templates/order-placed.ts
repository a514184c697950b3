import { formatIDR } from '@pasar/shared'
import type { OrderPlacedMail } from '../types.ts'
import { orderNumber, orderUrl } from './format.ts'
import { storeOrderBlock, totalsBlock, type MailTemplate } from './layout.ts'

/** To the buyer, when the order is made: what they ordered and until when they can pay. */
export const renderOrderPlaced: MailTemplate<OrderPlacedMail> = (links, mail, text) => {
  const { t } = text
  const number = orderNumber(mail.orderId)
  const stores = text.list(mail.storeOrders.map((so) => so.store.name))
  const deadline = text.deadline(mail.paymentDeadline)
  const totals = [
    { label: t('common.items'), amount: mail.itemsTotal },
    { label: t('common.shipping'), amount: mail.shippingTotal },
    ...(mail.discounts?.stores ?? []).map(({ store, amount }) => ({
      label: t('orderPlaced.storeVoucher', { store }),
      amount: -amount,
    })),
    ...(mail.discounts?.platform
      ? [
          {
            label: t('orderPlaced.platformVoucher', { code: mail.discounts.platform.code }),
            amount: -mail.discounts.platform.amount,
          },
        ]
      : []),
    { label: t('common.total'), amount: mail.totalPrice },
  ]
  const intro = t('orderPlaced.intro', {
    number,
    stores,
    total: formatIDR(mail.totalPrice),
    deadline,
  })
  return {
    subject: t('orderPlaced.subject', { number, deadline }),
    preheader: intro,
    heading: t('orderPlaced.heading', { number }),
    blocks: [
      intro,
      ...mail.storeOrders.map((so) => storeOrderBlock(text, so)),
      totalsBlock(totals),
    ],
    action: { label: t('common.viewOrder'), url: orderUrl(links.publicUrl, mail.orderId) },
  }
}
