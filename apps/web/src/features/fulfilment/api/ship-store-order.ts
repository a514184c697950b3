import type { SellerStoreOrder } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { refreshInbox } from './invalidate.ts'

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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { storeOrderId: number; trackingNumber: string }) =>
      shipStoreOrder(slug, input.storeOrderId, input.trackingNumber),
    // Not awaited: the caller's own callbacks (toast, closing the dialog) run first, while the
    // component that asked is still on screen; the refreshed list may take it away.
    onSettled: () => {
      void refreshInbox(queryClient, slug)
    },
  })
}
