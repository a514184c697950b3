import type { PaymentInstructions } from '@pasar/shared'

/**
 * The payment provider port (docs/decisions/0701): what the shop asks of a payment provider, in
 * the shop's own words. Each adapter (providers/payment/midtrans, and the local twin reached
 * through it) translates its provider's protocol and status words inside itself.
 */

/** A payment's state at the provider, in neutral words. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'canceled' | 'refunded'

/** One line of a payment request; the lines' price × quantity sum to the gross amount. */
export interface PaymentItem {
  id: string
  name: string
  price: number
  quantity: number
  /** The store selling the line (Midtrans `merchant_name`). */
  merchantName: string
}

export interface CreateTransactionInput {
  /** The payment attempt's own order id at the provider, e.g. PSR-12-1. */
  providerOrderId: string
  grossAmount: number
  items: PaymentItem[]
  customer: { firstName: string; email: string }
  /** The provider stops accepting payment after this (the order's payment deadline). */
  expiresAt: Date
}

/** What the provider says about one transaction (a status answer or a notification). */
export interface PaymentState {
  providerOrderId: string
  /** Undefined: a state that changes nothing for the shop (e.g. a card under fraud review). */
  status: PaymentStatus | undefined
  /** Whole rupiah; undefined when the provider sent a malformed amount. */
  amount: number | undefined
  /** The refunds the provider says it made on this payment, by the shop's refund keys. */
  refunds?: ProviderRefund[]
  /** How to pay it (virtual account, bill, payment code) when the provider gave one. */
  instructions?: PaymentInstructions | undefined
}

/** A refund the provider made: the shop's refund key and the whole rupiah it gave back. */
export interface ProviderRefund {
  refundKey: string
  amount: number | undefined
}

/** A provider's HTTP notification, read and checked by its adapter. */
export interface PaymentNotification {
  signatureValid: boolean
  payment: PaymentState
  /** The fields kept in payment_notifications, as the provider sent them. */
  record: {
    transactionStatus: string
    statusCode: string
    grossAmount: string
    fraudStatus: string | null
  }
}

export interface RefundInput {
  providerOrderId: string
  /** The same key twice never refunds twice. */
  refundKey: string
  amount: number
  reason: string
}

/** 'done': the money went back; 'refused': the provider said no (with its reason). */
export type RefundResult = { outcome: 'done' } | { outcome: 'refused'; message: string }

/**
 * A payment provider: real Midtrans or the local twin, chosen by configuration in
 * providers/payment/index.ts. The rest of the code never asks which one it has.
 */
export interface PaymentProvider {
  readonly name: 'midtrans' | 'local'
  createTransaction(input: CreateTransactionInput): Promise<{ token: string; redirectUrl: string }>
  /** The transaction's state, or undefined when the provider has none (popup never used). */
  getStatus(providerOrderId: string): Promise<PaymentState | undefined>
  /** Cancels the transaction; a transaction the provider never saw counts as canceled. */
  cancel(providerOrderId: string): Promise<void>
  /** Gives money back; throws ProviderUnreachable when the answer is unknown (retry later). */
  refund(input: RefundInput): Promise<RefundResult>
  /** Reads a notification body and checks its signature; undefined when it is not one. */
  readNotification(body: unknown): PaymentNotification | undefined
}

/** The provider refused or could not be reached. */
export class ProviderError extends Error {}

/** The provider could not be reached (or failed on its side): the same call may be retried. */
export class ProviderUnreachable extends ProviderError {}
