import type { StoreOrderCounts, StoreOrderStatus } from '@pasar/shared'

/**
 * The inbox's tabs (docs/product.md#order-inbox). DELIVERED sits under 'Shipped', as Shopee's and
 * Tokopedia's seller centres keep a parcel under shipping until the buyer confirms it; a filter
 * inside the tab tells 'On the way' from 'Delivered'. AWAITING_PAYMENT is no work for a seller and
 * has no tab. A tab's label is `t('tab.<key>')` in the fulfilment catalogue.
 */
export const INBOX_TABS = [
  { key: 'to-ship', statuses: ['TO_SHIP'] },
  { key: 'shipped', statuses: ['SHIPPED', 'DELIVERED'] },
  { key: 'completed', statuses: ['COMPLETED'] },
  { key: 'canceled', statuses: ['CANCELED'] },
] as const satisfies readonly { key: string; statuses: StoreOrderStatus[] }[]

export type InboxTab = (typeof INBOX_TABS)[number]
export type InboxStatus = InboxTab['statuses'][number]

/** The URL's `status` words: /dashboard/stores/:slug/orders?status=delivered. */
const SLUGS: Record<InboxStatus, string> = {
  TO_SHIP: 'to-ship',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  COMPLETED: 'completed',
  CANCELED: 'canceled',
}

export function statusSlug(status: InboxStatus): string {
  return SLUGS[status]
}

/** The status a URL asks for; anything else opens 'To ship'. */
export function statusFromSlug(slug: string | null): InboxStatus {
  const found = (Object.keys(SLUGS) as InboxStatus[]).find((status) => SLUGS[status] === slug)
  return found ?? 'TO_SHIP'
}

export function tabOf(status: InboxStatus): InboxTab {
  return (
    INBOX_TABS.find((tab) => (tab.statuses as readonly InboxStatus[]).includes(status)) ??
    INBOX_TABS[0]
  )
}

export function tabCount(tab: InboxTab, counts: StoreOrderCounts | undefined): number | undefined {
  if (!counts) return undefined
  return tab.statuses.reduce((sum, status) => sum + counts[status], 0)
}
