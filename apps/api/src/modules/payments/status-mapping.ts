import type { OrderStatus } from '@pasar/shared'

/**
 * Midtrans transaction_status (and fraud_status for card captures) → the shop's payment status.
 * Undefined means "no change" (e.g. a capture still under fraud review, authorize, refund).
 */
export function mapTransactionStatus(
  transactionStatus: string,
  fraudStatus?: string,
): OrderStatus | undefined {
  switch (transactionStatus) {
    case 'settlement':
      return 'PAID'
    case 'capture':
      return fraudStatus === 'accept' ? 'PAID' : fraudStatus === 'deny' ? 'FAILED' : undefined
    case 'pending':
      return 'PENDING'
    case 'deny':
    case 'failure':
      return 'FAILED'
    case 'cancel':
      return 'CANCELED'
    case 'expire':
      return 'EXPIRED'
    default:
      return undefined
  }
}

export const FINAL_STATUSES: readonly OrderStatus[] = ['PAID', 'CANCELED', 'EXPIRED', 'FAILED']

export function isFinal(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status)
}

/** Parses Midtrans' gross_amount ("150000.00") into whole rupiah; undefined when malformed. */
export function parseGrossAmount(text: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : undefined
}
