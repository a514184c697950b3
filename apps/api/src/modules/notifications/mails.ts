import type { Db, Tx } from '../../db/client.ts'
import { enqueueMail } from './outbox.ts'
import { renderCanceled } from './templates/canceled.ts'
import { renderHiddenByPasar } from './templates/hidden-by-pasar.ts'
import { renderNewOrderToShip } from './templates/new-order-to-ship.ts'
import { renderOrderPlaced } from './templates/order-placed.ts'
import { renderPaymentReceived } from './templates/payment-received.ts'
import { renderRefundSent } from './templates/refund-sent.ts'
import { renderShipped } from './templates/shipped.ts'
import type {
  CanceledMail,
  HiddenByPasarMail,
  MailLinks,
  NewOrderToShipMail,
  OrderPlacedMail,
  PaymentReceivedMail,
  RefundSentMail,
  ShippedMail,
} from './types.ts'

// Each function renders one mail from plain data and puts it in the outbox under a key that
// names the event, so the same event never mails twice (docs/decisions/0870-mail-outbox.md).

export const mailOrderPlaced = (tx: Db | Tx, links: MailLinks, mail: OrderPlacedMail) =>
  enqueueMail(tx, {
    kind: 'order-placed',
    dedupeKey: `order-placed:${mail.orderId}`,
    to: mail.buyer.email,
    ...renderOrderPlaced(links, mail),
  })

export const mailPaymentReceived = (tx: Db | Tx, links: MailLinks, mail: PaymentReceivedMail) =>
  enqueueMail(tx, {
    kind: 'payment-received',
    dedupeKey: `payment-received:${mail.orderId}`,
    to: mail.buyer.email,
    ...renderPaymentReceived(links, mail),
  })

export const mailNewOrderToShip = (tx: Db | Tx, links: MailLinks, mail: NewOrderToShipMail) =>
  enqueueMail(tx, {
    kind: 'new-order-to-ship',
    dedupeKey: `new-order-to-ship:${mail.storeOrder.storeOrderId}`,
    to: mail.owner.email,
    ...renderNewOrderToShip(links, mail),
  })

export const mailShipped = (tx: Db | Tx, links: MailLinks, mail: ShippedMail) =>
  enqueueMail(tx, {
    kind: 'shipped',
    dedupeKey: `shipped:${mail.storeOrder.storeOrderId}`,
    to: mail.buyer.email,
    ...renderShipped(links, mail),
  })

export const mailCanceled = (tx: Db | Tx, links: MailLinks, mail: CanceledMail) =>
  enqueueMail(tx, {
    kind: 'canceled',
    dedupeKey:
      mail.storeOrderId === null
        ? `canceled:order:${mail.orderId}`
        : `canceled:store-order:${mail.storeOrderId}`,
    to: mail.buyer.email,
    ...renderCanceled(links, mail),
  })

export const mailRefundSent = (tx: Db | Tx, links: MailLinks, mail: RefundSentMail) =>
  enqueueMail(tx, {
    kind: 'refund-sent',
    dedupeKey: `refund-sent:${mail.refundId}`,
    to: mail.buyer.email,
    ...renderRefundSent(links, mail),
  })

/** To a store's owner: an operator hid or showed again the store or one of its products. */
export const mailHiddenByPasar = (tx: Db | Tx, links: MailLinks, mail: HiddenByPasarMail) =>
  enqueueMail(tx, {
    kind: mail.hidden ? 'hidden-by-pasar' : 'shown-by-pasar',
    dedupeKey: `${mail.hidden ? 'hidden' : 'shown'}:${mail.target.kind}:${mail.target.id}:${mail.actionKey}`,
    to: mail.owner.email,
    ...renderHiddenByPasar(links, mail),
  })
