/**
 * The fulfilment feature's public face: the seller's inbox lives here; the buyer's order detail
 * (features/orders) shows store orders with the same words, address, lines, refund line and cancel
 * dialog.
 */
export { AddressBlock } from './components/address-block.tsx'
export { DiscountRows, storeOrderPaid } from './components/discount-rows.tsx'
export { RefundLine } from './components/refund-line.tsx'
export { AmountRow, StoreOrderLines } from './components/store-order-lines.tsx'
export { StoreOrderStatusBadge } from './components/store-order-status-badge.tsx'
export { loadCancelReasonDialog } from './lib/load-dialogs.ts'
export { dialogOutcome, reportRefusal } from './lib/report-refusal.ts'
export { storeOrderStatusLabel } from './lib/status.ts'
