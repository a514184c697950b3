import { formatIDR } from '@pasar/shared'
import type { MailLine } from '../types.ts'

/** "2 × Kopi Gayo 250 g — Rp 170.000" (the line's total). */
export function lineText(line: MailLine): string {
  return `${line.quantity} × ${line.productName} — ${formatIDR(line.price * line.quantity)}`
}

export const orderNumber = (orderId: number) => `#${orderId}`

export const orderUrl = (publicUrl: string, orderId: number) =>
  `${publicUrl}/dashboard/orders/${orderId}`

export const storeOrdersUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}/dashboard/stores/${encodeURIComponent(slug)}/orders`

export const financeUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}/dashboard/stores/${encodeURIComponent(slug)}/finance`

export const storeReviewsUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}/dashboard/stores/${encodeURIComponent(slug)}/reviews`
