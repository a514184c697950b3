import { pruneStockChanges, refreshPopular } from '../modules/catalog/index.ts'
import { deliverPendingMail } from '../modules/notifications/index.ts'
import { cancelOverdue, completeDelivered, refreshTracking } from '../modules/fulfilment/index.ts'
import { expireOverdueOrders } from '../modules/orders/index.ts'
import { retryPendingRefunds } from '../modules/refunds/index.ts'
import { refreshProcessingPayouts } from '../modules/payouts/index.ts'
import type { Job, JobDeps } from './job.ts'

/** A payout being sent is asked about at most this often. */
export const PAYOUT_CHECK_EVERY_MS = 60_000

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
  run: (deps, now) =>
    completeDelivered(
      deps.db,
      deps.config.autoCompleteAfterMs,
      now,
      deps.config.platformFeeBasisPoints,
    ),
}

/** Refunds the payment provider could not be reached for are sent again. */
export const retryRefunds: Job = {
  name: 'retry pending refunds',
  drain: false,
  run: (deps, now) => retryPendingRefunds(refundDeps(deps), 60_000, now),
}

/**
 * Payouts being sent are asked about (at most once a minute each): completed ones complete,
 * failed ones give their money back (ADR 0981).
 */
export const settlePayouts: Job = {
  name: 'settle payouts',
  drain: false,
  run: (deps, now) =>
    refreshProcessingPayouts(
      {
        db: deps.db,
        payouts: deps.payouts,
        feeBasisPoints: deps.config.platformFeeBasisPoints,
        log: deps.log,
        links: { publicUrl: deps.config.publicUrl },
      },
      PAYOUT_CHECK_EVERY_MS,
      now,
    ),
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

/** Sales older than 30 days leave each product's `popular` score (ADR 0970). */
export const refreshPopularProducts: Job = {
  name: 'refresh popular products',
  drain: false,
  run: (deps, now) => refreshPopular(deps.db, now),
}

/** Every job, in the order one round runs them; a new job is one more line here. */
export const JOBS: readonly Job[] = [
  expireUnpaidOrders,
  cancelUnshippedStoreOrders,
  refreshShippedTracking,
  completeDeliveredStoreOrders,
  retryRefunds,
  settlePayouts,
  deliverMail,
  forgetOldStockChanges,
  refreshPopularProducts,
]
