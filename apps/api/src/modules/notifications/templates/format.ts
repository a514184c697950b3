import { formatIDR } from '@pasar/shared'
import type { MailLine } from '../types.ts'

// Pasar's buyers and sellers are in Indonesia: deadlines are given in Western Indonesia Time.
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
})

/** "12 Mar 2026, 14:05 WIB". */
export function formatDeadline(date: Date): string {
  return `${dateTime.format(date)} WIB`
}

/** "2 × Kopi Gayo 250 g — Rp 170.000" (the line's total). */
export function lineText(line: MailLine): string {
  return `${line.quantity} × ${line.productName} — ${formatIDR(line.price * line.quantity)}`
}

export const orderNumber = (orderId: number) => `#${orderId}`

export const orderUrl = (publicUrl: string, orderId: number) =>
  `${publicUrl}/dashboard/orders/${orderId}`

export const storeOrdersUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}/dashboard/stores/${encodeURIComponent(slug)}/orders`

/** "Toko A", "Toko A and Toko B", "Toko A, Toko B and Toko C". */
export function storeList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
}
