/** One line of a payment request; the lines' price × quantity sum to the gross amount. */
export interface ProviderItem {
  id: string
  name: string
  price: number
  quantity: number
}

export interface ProviderTransactionInput {
  /** The payment attempt's own order id at the provider, e.g. PSR-12-1. */
  providerOrderId: string
  grossAmount: number
  items: ProviderItem[]
  customer: { firstName: string; email: string }
  /** The provider stops accepting payment after this (the order's payment deadline). */
  expiresAt: Date
}

/** The fields of a Midtrans status answer or notification that the shop uses. */
export interface ProviderStatus {
  order_id: string
  status_code: string
  gross_amount: string
  transaction_status: string
  fraud_status?: string | undefined
}

/**
 * A payment provider (CONVENTIONS §6): real Midtrans or the local simulator, chosen by
 * configuration in plugins/payments.ts. The rest of the code never asks which one it has.
 */
export interface PaymentProvider {
  readonly name: 'midtrans' | 'local'
  /** The key that signs notifications (sha512 of order_id+status_code+gross_amount+key). */
  readonly serverKey: string
  createTransaction(
    input: ProviderTransactionInput,
  ): Promise<{ token: string; redirectUrl: string }>
  /** The transaction's status, or undefined when the provider has none (popup never used). */
  getStatus(providerOrderId: string): Promise<ProviderStatus | undefined>
  /** Cancels the transaction; a transaction the provider never saw counts as canceled. */
  cancel(providerOrderId: string): Promise<void>
}

/** The provider refused or could not be reached. */
export class ProviderError extends Error {}
