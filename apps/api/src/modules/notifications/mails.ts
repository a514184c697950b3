import { DEFAULT_LANGUAGE } from '@pasar/shared'
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
import { layoutMail, type MailTemplate } from './templates/layout.ts'
import { mailText } from './templates/mail-text.ts'
import type { MailLinks, MailPerson } from './types.ts'

// Each function renders one mail from plain data and puts it in the outbox under a key that
// names the event, so the same event never mails twice (docs/decisions/0870-mail-outbox.md).
// A mail is written in its recipient's language as it stands when the event commits (0999).

/** Who a mail goes to, and the outbox's kind and key for it. */
interface Addressed {
  to: MailPerson
  kind: string
  dedupeKey: string
}

/** A function that writes one kind of mail with its template and puts it in the outbox. */
function mailer<M>(template: MailTemplate<M>, address: (mail: M) => Addressed) {
  return (tx: Db | Tx, links: MailLinks, mail: M) => {
    const { to, ...key } = address(mail)
    const text = mailText(to.language ?? DEFAULT_LANGUAGE)
    return enqueueMail(tx, {
      ...key,
      to: to.email,
      ...layoutMail(text, to, template(links, mail, text)),
    })
  }
}

export const mailOrderPlaced = mailer(renderOrderPlaced, (mail) => ({
  to: mail.buyer,
  kind: 'order-placed',
  dedupeKey: `order-placed:${mail.orderId}`,
}))

export const mailPaymentReceived = mailer(renderPaymentReceived, (mail) => ({
  to: mail.buyer,
  kind: 'payment-received',
  dedupeKey: `payment-received:${mail.orderId}`,
}))

export const mailNewOrderToShip = mailer(renderNewOrderToShip, (mail) => ({
  to: mail.owner,
  kind: 'new-order-to-ship',
  dedupeKey: `new-order-to-ship:${mail.storeOrder.storeOrderId}`,
}))

export const mailShipped = mailer(renderShipped, (mail) => ({
  to: mail.buyer,
  kind: 'shipped',
  dedupeKey: `shipped:${mail.storeOrder.storeOrderId}`,
}))

export const mailCanceled = mailer(renderCanceled, (mail) => ({
  to: mail.buyer,
  kind: 'canceled',
  dedupeKey:
    mail.storeOrderId === null
      ? `canceled:order:${mail.orderId}`
      : `canceled:store-order:${mail.storeOrderId}`,
}))

export const mailRefundSent = mailer(renderRefundSent, (mail) => ({
  to: mail.buyer,
  kind: 'refund-sent',
  dedupeKey: `refund-sent:${mail.refundId}`,
}))

/** To a store's owner: an operator hid or showed again the store or one of its products. */
export const mailHiddenByPasar = mailer(renderHiddenByPasar, (mail) => ({
  to: mail.owner,
  kind: mail.hidden ? 'hidden-by-pasar' : 'shown-by-pasar',
  dedupeKey: `${mail.hidden ? 'hidden' : 'shown'}:${mail.target.kind}:${mail.target.id}:${mail.actionKey}`,
}))

/** To a store's owner: an operator approved their withdrawal, or rejected it with a reason. */
export const mailPayoutDecision = mailer(renderPayoutDecision, (mail) => {
  const kind = mail.rejectReason === null ? 'payout-approved' : 'payout-rejected'
  return { to: mail.owner, kind, dedupeKey: `${kind}:${mail.payoutId}` }
})

/** To a store's owner: a buyer reviewed one of its products. */
export const mailNewReview = mailer(renderNewReview, (mail) => ({
  to: mail.owner,
  kind: 'new-review',
  dedupeKey: `new-review:${mail.reviewId}`,
}))
