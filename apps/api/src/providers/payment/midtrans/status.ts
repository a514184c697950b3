import type { PaymentStatus } from '../port.ts'

/**
 * Midtrans transaction_status (and fraud_status for card captures) → the port's neutral status.
 * Undefined means "no change" (e.g. a capture still under fraud review, authorize).
 */
export function mapTransactionStatus(
  transactionStatus: string,
  fraudStatus?: string,
): PaymentStatus | undefined {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid'
    case 'capture':
      return fraudStatus === 'accept' ? 'paid' : fraudStatus === 'deny' ? 'failed' : undefined
    case 'pending':
      return 'pending'
    case 'deny':
    case 'failure':
      return 'failed'
    case 'cancel':
      return 'canceled'
    case 'expire':
      return 'expired'
    case 'refund':
    case 'partial_refund':
      return 'refunded'
    default:
      return undefined
  }
}

/** Parses Midtrans' gross_amount ("150000.00") into whole rupiah; undefined when malformed. */
export function parseGrossAmount(text: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : undefined
}
