import { useStoreOrderStep } from './invalidate.ts'

/** TO_SHIP → SHIPPED with the tracking number. */
export function useShipStoreOrder(slug: string) {
  return useStoreOrderStep<{ trackingNumber: string }>(slug, 'ship')
}
