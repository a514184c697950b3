/** The payments feature's public face: checkout and orders ('Complete payment') use it. */
export { usePayOrder } from './use-pay-order.ts'
export type { PaymentOutcome } from './snap.ts'
