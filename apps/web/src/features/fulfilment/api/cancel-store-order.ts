import { useStoreOrderStep } from './invalidate.ts'

/** The seller cancels and the buyer is refunded. */
export function useCancelStoreOrder(slug: string) {
  // The refund call to the payment provider happens inside: give it the payment time-out.
  return useStoreOrderStep<{ reason: string }>(slug, 'cancel', 20_000)
}
