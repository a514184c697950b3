import { pruneStockChanges } from '../modules/catalog/index.ts'
import { deliverPendingMail } from '../modules/notifications/index.ts'
import { cancelOverdue, completeDelivered } from '../modules/orders/fulfilment.ts'
import { expireOverdueOrders } from '../modules/orders/payment-state.ts'
import { retryPendingRefunds } from '../modules/orders/refunds.ts'
import { refreshTracking } from '../modules/orders/tracking.ts'
import type { Job, JobDeps } from './job.ts'

const refundDeps = (deps: JobDeps) => ({
  ...deps,
  provider: deps.payments,
  links: { publicUrl: deps.config.publicUrl },
})

/** Unpaid orders past their payment deadline expire and release their stock. */
export const expireUnpaidOrders: Job = {
  name: 'expire unpaid orders',
  drain: true,
  run: (deps, now) => expireOverdueOrders(refundDeps(deps), now),
}

/** Paid store orders not shipped by their ship-by are canceled and refunded. */
export const cancelUnshippedStoreOrders: Job = {
  name: 'cancel store orders past ship-by',
  drain: true,
  run: (deps, now) => cancelOverdue(refundDeps(deps), now),
}

/** Shipped parcels' tracking is asked again, at most once per TRACKING_REFRESH each. */
export const refreshShippedTracking: Job = {
  name: 'refresh tracking',
  drain: true,
  run: (deps, now) => refreshTracking(deps, deps.config.trackingRefreshMs, now),
}

/** Delivered store orders complete AUTO_COMPLETE_AFTER after delivery. */
export const completeDeliveredStoreOrders: Job = {
  name: 'complete delivered store orders',
  drain: true,
  run: (deps, now) => completeDelivered(deps.db, deps.config.autoCompleteAfterMs, now),
}

/** Refunds the payment provider could not be reached for are sent again. */
export const retryRefunds: Job = {
  name: 'retry pending refunds',
  drain: false,
  run: (deps, now) => retryPendingRefunds(refundDeps(deps), 60_000, now),
}

/** Mail in the outbox that is due (new, or its back-off passed) is sent (ADR 0870). */
export const deliverMail: Job = {
  name: 'deliver mail',
  drain: false,
  run: async (deps, now) => {
    const { sent, failed } = await deliverPendingMail(deps, now)
    return sent + failed
  },
}

/** Stock changes older than the kept answers need are forgotten (ADR 0845). */
export const forgetOldStockChanges: Job = {
  name: 'forget old stock changes',
  drain: false,
  run: (deps) => pruneStockChanges(deps.db),
}

/** Every job, in the order one round runs them; a new job is one more line here. */
export const JOBS: readonly Job[] = [
  expireUnpaidOrders,
  cancelUnshippedStoreOrders,
  refreshShippedTracking,
  completeDeliveredStoreOrders,
  retryRefunds,
  deliverMail,
  forgetOldStockChanges,
]
