import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { ShippingError, type ShippingProvider } from '../../providers/shipping/port.ts'
import { deliver } from './service.ts'
import { addTrackingEvents, claimTrackingDue } from './repository.ts'

export interface TrackingDeps {
  db: Db
  shipping: ShippingProvider
  log: FastifyBaseLogger
}

/**
 * Asks the shipping provider where each shipped parcel is, at most once per `refreshMs` per
 * store order (a new shipment is asked at once): new events are kept (the same event twice
 * adds nothing) and a parcel the courier delivered makes its store order DELIVERED at the
 * courier's moment. Several processes may run it: each claims its store orders first.
 * Returns how many store orders it asked about.
 */
export async function refreshTracking(
  deps: TrackingDeps,
  refreshMs: number,
  now: Date,
  batch = 50,
) {
  const claimed = await claimTrackingDue(deps.db, new Date(now.getTime() - refreshMs), now, batch)
  for (const row of claimed) {
    if (!row.trackingNumber) continue
    let tracking
    try {
      tracking = await deps.shipping.track({
        waybill: row.trackingNumber,
        courierCode: row.courierCode,
      })
    } catch (error) {
      if (!(error instanceof ShippingError)) throw error
      // Asked again after refreshMs; a refused waybill stays visible as SHIPPED to both sides.
      deps.log.warn({ err: error, storeOrderId: row.id }, 'tracking not refreshed')
      continue
    }
    await addTrackingEvents(deps.db, row.id, tracking.history)
    if (tracking.status === 'delivered') {
      const deliveredAt = tracking.history.findLast((event) => event.status === 'delivered')?.at
      const at = deliveredAt && deliveredAt < now ? deliveredAt : now
      await deliver(deps.db, row.id, at)
    }
  }
  return claimed.length
}
