import type { SellerStoreOrder } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useInboxMutation } from './invalidate.ts'

/** POST /api/v1/stores/{slug}/orders/{id}/ship: TO_SHIP → SHIPPED with the tracking number. */
export function shipStoreOrder(
  slug: string,
  storeOrderId: number,
  trackingNumber: string,
): Promise<{ data: SellerStoreOrder }> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/orders/${storeOrderId}/ship`, {
    method: 'POST',
    body: { trackingNumber },
  })
}

export function useShipStoreOrder(slug: string) {
  return useInboxMutation(slug, (input: { storeOrderId: number; trackingNumber: string }) =>
    shipStoreOrder(slug, input.storeOrderId, input.trackingNumber),
  )
}
