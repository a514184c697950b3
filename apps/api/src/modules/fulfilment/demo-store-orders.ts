import { englishText, systemText } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { bookSales } from '../ledger/index.ts'
import { storeOrderPaid } from '../refunds/index.ts'
import { refunds, storeOrders, storeOrderTracking } from '../../db/schema/index.ts'

/** What became of a paid demo order's store orders (docs/decisions/0851-checkout.md). */
export type DemoFulfilment =
  | 'TO_SHIP'
  /** TO_SHIP with a few hours left before its ship-by. */
  | 'TO_SHIP_DUE_SOON'
  | 'SHIPPED'
  | 'DELIVERED'
  | 'COMPLETED'
  /** Canceled by the seller after payment, its items and shipping refunded (DONE). */
  | 'SELLER_CANCELED'

export interface DemoParcel {
  storeId: number
  itemsTotal: number
  /** Grams, packaging included. */
  weight: number
  /** Its store's voucher and its share of the platform's (docs/decisions/1016-vouchers.md). */
  discount?: { store: number; platform: number } | undefined
}

const HOUR = 3_600_000
const COURIERS = [
  { courierCode: 'jne', courierName: 'JNE', serviceCode: 'reg', serviceName: 'Reguler' },
  { courierCode: 'sicepat', courierName: 'SiCepat', serviceCode: 'reg', serviceName: 'Reguler' },
] as const

/** A plausible courier fee for the demo: a base plus a step per started kilogram. */
export function demoShippingPrice(weight: number) {
  return 9_000 + 2_000 * Math.ceil(weight / 1000)
}

interface Moments {
  createdAt: Date
  /** Set when the order was paid. */
  paidAt: Date | null
  /** Set when the order ended unpaid: the store orders were canceled then. */
  endedAt: Date | null
  canceledBy: 'BUYER' | 'SYSTEM'
  shipWithinMs: number
  now: number
  providerOrderId: string
}

/** A tracking event in the local shipping twin's words, with its code (journey.ts). */
function twinEvent(
  status: string,
  code: 'tracking.PICKED_UP' | 'tracking.AT_DESTINATION' | 'tracking.DELIVERED',
  at: Date | null,
) {
  const noteCode = systemText(code)
  return { status, note: englishText(noteCode), noteCode, at }
}

/**
 * Writes one demo order's store orders, consistent with the rules of docs/product.md (Order loop): unpaid →
 * AWAITING_PAYMENT, ended unpaid → CANCELED, paid → the fulfilment given, with its ship-by, the
 * courier's tracking, and a DONE refund (`store-order-{id}`) when the seller canceled.
 */
export async function insertDemoStoreOrders(
  tx: Tx,
  orderId: number,
  parcels: DemoParcel[],
  fulfilment: DemoFulfilment | undefined,
  at: Moments,
): Promise<Map<number, number>> {
  const ids = new Map<number, number>()
  for (const [index, parcel] of parcels.entries()) {
    const courier = COURIERS[index % COURIERS.length] ?? COURIERS[0]
    const shippingPrice = demoShippingPrice(parcel.weight)
    const paid = at.paidAt?.getTime()
    const shipBy =
      paid === undefined
        ? null
        : fulfilment === 'TO_SHIP_DUE_SOON'
          ? new Date(at.now + 4 * HOUR)
          : new Date(paid + at.shipWithinMs)
    const step = (hours: number) => (paid === undefined ? null : new Date(paid + hours * HOUR))
    const status = statusOf(fulfilment, at)
    const shippedAt = ['SHIPPED', 'DELIVERED', 'COMPLETED'].includes(status) ? step(20) : null
    const deliveredAt = ['DELIVERED', 'COMPLETED'].includes(status) ? step(68) : null
    const completedAt = status === 'COMPLETED' ? step(80) : null
    const sellerCanceledAt = fulfilment === 'SELLER_CANCELED' ? step(26) : null
    const canceledAt = status === 'CANCELED' ? (sellerCanceledAt ?? at.endedAt) : null
    // Ended unpaid: a system text, kept as its code (docs/decisions/1011).
    const unpaidCode =
      canceledAt && !sellerCanceledAt
        ? systemText(
            at.canceledBy === 'BUYER' ? 'cancel.BUYER_CANCELED_UNPAID' : 'cancel.NOT_PAID_IN_TIME',
          )
        : null
    const [row] = await tx
      .insert(storeOrders)
      .values({
        orderId,
        storeId: parcel.storeId,
        status,
        itemsTotal: parcel.itemsTotal,
        ...courier,
        shippingPrice,
        storeDiscount: parcel.discount?.store ?? 0,
        platformDiscount: parcel.discount?.platform ?? 0,
        etd: '2-3 days',
        trackingNumber: shippedAt
          ? `${courier.courierCode.toUpperCase()}${orderId}0${index}77`
          : null,
        shipBy,
        shippedAt,
        deliveredAt,
        completedAt,
        canceledAt,
        cancelReason: sellerCanceledAt
          ? 'Sorry, this item was damaged in our warehouse.'
          : unpaidCode && englishText(unpaidCode),
        cancelCode: sellerCanceledAt ? null : unpaidCode,
        canceledBy: sellerCanceledAt ? 'SELLER' : canceledAt ? at.canceledBy : null,
        trackingCheckedAt: shippedAt,
        createdAt: at.createdAt,
        updatedAt:
          completedAt ?? deliveredAt ?? shippedAt ?? canceledAt ?? at.paidAt ?? at.createdAt,
      })
      .returning({ id: storeOrders.id })
    if (!row) throw new Error('demo store order not created')
    ids.set(parcel.storeId, row.id)
    if (shippedAt) {
      const events = [
        // The local shipping twin's words for the same steps (providers/shipping/local/journey.ts).
        twinEvent('picked', 'tracking.PICKED_UP', shippedAt),
        twinEvent('in_transit', 'tracking.AT_DESTINATION', step(40)),
      ]
      if (deliveredAt) events.push(twinEvent('delivered', 'tracking.DELIVERED', deliveredAt))
      await tx
        .insert(storeOrderTracking)
        .values(
          events.flatMap((event) =>
            event.at && event.at.getTime() <= at.now
              ? [{ storeOrderId: row.id, ...event, at: event.at }]
              : [],
          ),
        )
    }
    if (sellerCanceledAt) {
      await tx.insert(refunds).values({
        orderId,
        storeOrderId: row.id,
        providerOrderId: at.providerOrderId,
        amount: storeOrderPaid({
          itemsTotal: parcel.itemsTotal,
          shippingPrice,
          storeDiscount: parcel.discount?.store ?? 0,
          platformDiscount: parcel.discount?.platform ?? 0,
        }),
        refundKey: `store-order-${row.id}`,
        reason: 'Sorry, this item was damaged in our warehouse.',
        status: 'DONE',
        createdAt: sellerCanceledAt,
        updatedAt: new Date(sellerCanceledAt.getTime() + HOUR),
      })
    }
  }
  return ids
}

function statusOf(fulfilment: DemoFulfilment | undefined, at: Moments) {
  if (!at.paidAt) return at.endedAt ? 'CANCELED' : 'AWAITING_PAYMENT'
  switch (fulfilment) {
    case 'SHIPPED':
    case 'DELIVERED':
    case 'COMPLETED':
      return fulfilment
    case 'SELLER_CANCELED':
      return 'CANCELED'
    default:
      return 'TO_SHIP'
  }
}

/** Books the seeded COMPLETED store orders' sales and fees, dated when they completed. */
export async function bookDemoSales(tx: Tx, feeBasisPoints: number) {
  const completed = await tx
    .select({
      id: storeOrders.id,
      storeId: storeOrders.storeId,
      itemsTotal: storeOrders.itemsTotal,
      shippingPrice: storeOrders.shippingPrice,
      storeDiscount: storeOrders.storeDiscount,
      completedAt: storeOrders.completedAt,
    })
    .from(storeOrders)
    .where(eq(storeOrders.status, 'COMPLETED'))
    .orderBy(storeOrders.completedAt)
  await bookSales(tx, completed, feeBasisPoints)
  return completed
}
