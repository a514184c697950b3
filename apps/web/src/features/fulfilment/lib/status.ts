import type { StoreOrderStatus } from '@pasar/shared'
import { t as tFulfilment } from '../i18n/index.ts'

/**
 * The words shoppers and sellers know from Tokopedia and Shopee (docs/product.md#orders), in the
 * language shown: call it at render time with the component's `t` (from `useT`).
 */
export function storeOrderStatusLabel(
  status: StoreOrderStatus,
  t: typeof tFulfilment = tFulfilment,
): string {
  return t(`status.${status}`)
}
