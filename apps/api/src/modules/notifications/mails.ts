import { DEFAULT_LANGUAGE, type Language } from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { enqueueMail } from './outbox.ts'
import { renderCanceled } from './templates/canceled.ts'
import { renderHiddenByPasar } from './templates/hidden-by-pasar.ts'
import { renderNewOrderToShip } from './templates/new-order-to-ship.ts'
import { renderNewReview } from './templates/new-review.ts'
import { renderOrderPlaced } from './templates/order-placed.ts'
import { renderPaymentReceived } from './templates/payment-received.ts'
import { renderPayoutDecision } from './templates/payout-decision.ts'
import { renderRefundSent } from './templates/refund-sent.ts'
import { renderShipped } from './templates/shipped.ts'
import type {
  CanceledMail,
  HiddenByPasarMail,
  MailLinks,
  MailPerson,
  NewOrderToShipMail,
  NewReviewMail,
  OrderPlacedMail,
  PaymentReceivedMail,
  PayoutDecisionMail,
  RefundSentMail,
  RenderedMail,
  ShippedMail,
} from './types.ts'

// Each function renders one mail from plain data and puts it in the outbox under a key that
// names the event, so the same event never mails twice (docs/decisions/0870-mail-outbox.md).
// A mail is written in its recipient's language as it stands when the event commits (0999).

async function enqueueTo(
  tx: Db | Tx,
  recipient: MailPerson,
  key: { kind: string; dedupeKey: string },
  render: (language: Language) => RenderedMail,
) {
  const language = recipient.language ?? DEFAULT_LANGUAGE
  return enqueueMail(tx, { ...key, to: recipient.email, ...render(language) })
}

export const mailOrderPlaced = (tx: Db | Tx, links: MailLinks, mail: OrderPlacedMail) =>
  enqueueTo(
    tx,
    mail.buyer,
    { kind: 'order-placed', dedupeKey: `order-placed:${mail.orderId}` },
    (language) => renderOrderPlaced(links, mail, language),
  )

export const mailPaymentReceived = (tx: Db | Tx, links: MailLinks, mail: PaymentReceivedMail) =>
  enqueueTo(
    tx,
    mail.buyer,
    { kind: 'payment-received', dedupeKey: `payment-received:${mail.orderId}` },
    (language) => renderPaymentReceived(links, mail, language),
  )

export const mailNewOrderToShip = (tx: Db | Tx, links: MailLinks, mail: NewOrderToShipMail) =>
  enqueueTo(
    tx,
    mail.owner,
    {
      kind: 'new-order-to-ship',
      dedupeKey: `new-order-to-ship:${mail.storeOrder.storeOrderId}`,
    },
    (language) => renderNewOrderToShip(links, mail, language),
  )

export const mailShipped = (tx: Db | Tx, links: MailLinks, mail: ShippedMail) =>
  enqueueTo(
    tx,
    mail.buyer,
    { kind: 'shipped', dedupeKey: `shipped:${mail.storeOrder.storeOrderId}` },
    (language) => renderShipped(links, mail, language),
  )

export const mailCanceled = (tx: Db | Tx, links: MailLinks, mail: CanceledMail) =>
  enqueueTo(
    tx,
    mail.buyer,
    {
      kind: 'canceled',
      dedupeKey:
        mail.storeOrderId === null
          ? `canceled:order:${mail.orderId}`
          : `canceled:store-order:${mail.storeOrderId}`,
    },
    (language) => renderCanceled(links, mail, language),
  )

export const mailRefundSent = (tx: Db | Tx, links: MailLinks, mail: RefundSentMail) =>
  enqueueTo(
    tx,
    mail.buyer,
    { kind: 'refund-sent', dedupeKey: `refund-sent:${mail.refundId}` },
    (language) => renderRefundSent(links, mail, language),
  )

/** To a store's owner: an operator hid or showed again the store or one of its products. */
export const mailHiddenByPasar = (tx: Db | Tx, links: MailLinks, mail: HiddenByPasarMail) =>
  enqueueTo(
    tx,
    mail.owner,
    {
      kind: mail.hidden ? 'hidden-by-pasar' : 'shown-by-pasar',
      dedupeKey: `${mail.hidden ? 'hidden' : 'shown'}:${mail.target.kind}:${mail.target.id}:${mail.actionKey}`,
    },
    (language) => renderHiddenByPasar(links, mail, language),
  )

/** To a store's owner: an operator approved their withdrawal, or rejected it with a reason. */
export const mailPayoutDecision = (tx: Db | Tx, links: MailLinks, mail: PayoutDecisionMail) => {
  const kind = mail.rejectReason === null ? 'payout-approved' : 'payout-rejected'
  return enqueueTo(tx, mail.owner, { kind, dedupeKey: `${kind}:${mail.payoutId}` }, (language) =>
    renderPayoutDecision(links, mail, language),
  )
}

/** To a store's owner: a buyer reviewed one of its products. */
export const mailNewReview = (tx: Db | Tx, links: MailLinks, mail: NewReviewMail) =>
  enqueueTo(
    tx,
    mail.owner,
    { kind: 'new-review', dedupeKey: `new-review:${mail.reviewId}` },
    (language) => renderNewReview(links, mail, language),
  )
