import type { StoreOrderStatus } from '@pasar/shared'

/** The words shoppers and sellers know from Tokopedia and Shopee (docs/product.md#orders). */
export const STORE_ORDER_STATUS_LABELS: Record<StoreOrderStatus, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  TO_SHIP: 'To ship',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  COMPLETED: 'Completed',
  CANCELED: 'Canceled',
}
