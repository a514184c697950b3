import type { Language, StoreAddress, SystemText } from '@pasar/shared'

/** Where links in mail point: config.publicUrl (PUBLIC_URL), without a trailing slash. */
export interface MailLinks {
  publicUrl: string
}

/** Who a mail goes to, read with the language they chose (null: none, so English; ADR 0999). */
export interface MailPerson {
  id: number
  name: string
  email: string
  language: Language | null
}

export interface MailStore {
  name: string
  slug: string
}

/** One product line as it was bought. */
export interface MailLine {
  productName: string
  /** Unit price in whole rupiah. */
  price: number
  quantity: number
}

export interface MailShipping {
  courierName: string
  serviceName: string
  price: number
}

/** One store's part of an order. */
export interface MailStoreOrder {
  storeOrderId: number
  store: MailStore
  lines: MailLine[]
  itemsTotal: number
  shipping: MailShipping
}

/** The vouchers' discounts on an order (docs/decisions/1016-vouchers.md), each above zero. */
export interface MailDiscounts {
  /** Each store voucher's discount, by its store's name. */
  stores: { store: string; amount: number }[]
  /** The platform voucher's discount (shared among the stores) and its code. */
  platform: { code: string; amount: number } | null
}

export interface OrderPlacedMail {
  orderId: number
  buyer: MailPerson
  storeOrders: MailStoreOrder[]
  itemsTotal: number
  shippingTotal: number
  /** None on an order without vouchers. */
  discounts?: MailDiscounts
  /** `itemsTotal + shippingTotal − discounts`. */
  totalPrice: number
  paymentDeadline: Date
}

export interface PaymentReceivedMail {
  orderId: number
  buyer: MailPerson
  storeOrders: MailStoreOrder[]
  totalPrice: number
  /** The earliest ship-by deadline of the order's stores. */
  shipBy: Date | null
}

export interface NewOrderToShipMail {
  orderId: number
  owner: MailPerson
  buyerName: string
  storeOrder: MailStoreOrder
  shipBy: Date
  /** Where to send it; null on orders made before addresses. */
  address: StoreAddress | null
}

export interface ShippedMail {
  orderId: number
  buyer: MailPerson
  storeOrder: MailStoreOrder
  trackingNumber: string
}

export type CanceledBy = 'BUYER' | 'SELLER' | 'SYSTEM'

export interface CanceledMail {
  orderId: number
  /** Null when the whole (unpaid) order was canceled. */
  storeOrderId: number | null
  buyer: MailPerson
  stores: MailStore[]
  canceledBy: CanceledBy | null
  /** As written: a person's words, or a system reason in English. */
  reason: string | null
  /** A system reason as its code (docs/decisions/1011): written in the recipient's language. */
  reasonCode: SystemText | null
  /** What is given back, in whole rupiah; null when nothing was paid. */
  refundAmount: number | null
}

/** A mail ready for the outbox. */
export interface OutboxMail {
  kind: string
  /** The same key never mails twice, e.g. 'order-placed:42'. */
  dedupeKey: string
  to: string
  subject: string
  text: string
  html: string
}

/** A rendered mail, before it is addressed and keyed. */
export interface RenderedMail {
  subject: string
  text: string
  html: string
}

export interface RefundSentMail {
  orderId: number
  refundId: number
  buyer: MailPerson
  amount: number
  /** The order's status when the payment arrived: CANCELED or EXPIRED. */
  orderStatus: string
}

/** An operator hid (or showed again) a store or one of its products (docs/decisions/0991). */
export interface HiddenByPasarMail {
  owner: MailPerson
  store: MailStore
  target: { kind: 'store' | 'product'; id: number; name: string }
  hidden: boolean
  /** The operator's reason when hiding. */
  reason: string | null
  /** The operator action's id: one mail per action. */
  actionKey: string
}

/** A seller's payout an operator approved or rejected (docs/decisions/1012). */
export interface PayoutDecisionMail {
  payoutId: number
  owner: MailPerson
  store: MailStore
  amount: number
  account: { bankName: string; accountNumber: string; accountName: string }
  /** The operator's reason when rejecting; null when approving. */
  rejectReason: string | null
}

/** A buyer reviewed one of the store's products (docs/decisions/1012). */
export interface NewReviewMail {
  reviewId: number
  owner: MailPerson
  store: MailStore
  productName: string
  /** The buyer's name as the review shows it (shortened). */
  buyerName: string
  rating: number
  comment: string | null
}
