import { orderLineName } from '@pasar/shared'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderItems, storeOrders, stores, users, voucherUses } from '../../db/schema/index.ts'
import type { PaymentItem } from '../../providers/payment/port.ts'

/**
 * The line the buyer sees for a store's parcel, e.g. 'Shipping: JNE REG (Toko Batik)': the
 * service's code, not its long name, so the store still fits Midtrans' 50 characters.
 */
export const shippingLineName = (courier: string, serviceCode: string, store: string) =>
  `Shipping: ${courier} ${serviceCode.toUpperCase()} (${store})`

/** Midtrans takes an item name of at most 50 characters (its client cuts longer ones). */
const ITEM_NAME_MAX = 50

/**
 * The item a variant is bought as, 'Kemeja Batik (Merah / XL)': a long product name is shortened
 * so that the variant still shows within the provider's 50 characters.
 */
export function paymentLineName(name: string, variantLabel: string | null) {
  const full = orderLineName(name, variantLabel)
  if (full.length <= ITEM_NAME_MAX || !variantLabel) return full
  const room = ITEM_NAME_MAX - variantLabel.length - 4
  if (room < 10) return full
  return orderLineName(`${name.slice(0, room).trimEnd()}…`, variantLabel)
}

/** An order line as the provider's item list needs it. */
export interface PaidLine {
  id: number
  productId: number | null
  name: string
  /** Its variant's label ('Merah / XL'); null without options. */
  variantLabel: string | null
  price: number
  quantity: number
  /** Null for lines of a store that is gone. */
  storeName: string | null
}

/** A store's parcel as the provider's item list needs it. */
export interface PaidParcel {
  id: number
  courierName: string
  serviceCode: string
  price: number
  storeName: string
  /** Its store voucher's discount and its share of the platform voucher's. */
  storeDiscount: number
  platformDiscount: number
}

/** 'Voucher Toko Batik': a store voucher's line, within the provider's 50 characters. */
export const storeVoucherLineName = (store: string) => `Voucher ${store}`.slice(0, ITEM_NAME_MAX)

/** 'Voucher Pasar GRATISONGKIR': the platform voucher's line. */
export const platformVoucherLineName = (code: string | null) =>
  (code ? `Voucher Pasar ${code}` : 'Voucher Pasar').slice(0, ITEM_NAME_MAX)

/**
 * What the provider is told the buyer pays for (docs/decisions/0851-checkout.md): every product
 * line and one shipping line per store order, each with its store's name as the merchant, then
 * each discount as a line with a negative price (docs/decisions/1016-vouchers.md): one per store
 * voucher, `voucher-store-{storeOrderId}`, and one for the platform voucher (`platformCode`),
 * `voucher-platform`. They add up to the order's total; orders made before store orders have
 * product lines only (and no shipping in the total).
 */
export function paymentItemsOf(
  lines: PaidLine[],
  parcels: PaidParcel[],
  platformCode: string | null = null,
): PaymentItem[] {
  const platform = parcels.reduce((sum, parcel) => sum + parcel.platformDiscount, 0)
  return [
    ...lines.map((line) => ({
      id: String(line.productId ?? `line-${line.id}`),
      name: paymentLineName(line.name, line.variantLabel),
      price: line.price,
      quantity: line.quantity,
      merchantName: line.storeName ?? 'Pasar',
    })),
    ...parcels.map((parcel) => ({
      id: `shipping-${parcel.id}`,
      name: shippingLineName(parcel.courierName, parcel.serviceCode, parcel.storeName),
      price: parcel.price,
      quantity: 1,
      merchantName: parcel.storeName,
    })),
    ...parcels
      .filter((parcel) => parcel.storeDiscount > 0)
      .map((parcel) => ({
        id: `voucher-store-${parcel.id}`,
        name: storeVoucherLineName(parcel.storeName),
        price: -parcel.storeDiscount,
        quantity: 1,
        merchantName: parcel.storeName,
      })),
    ...(platform > 0
      ? [
          {
            id: 'voucher-platform',
            name: platformVoucherLineName(platformCode),
            price: -platform,
            quantity: 1,
            merchantName: 'Pasar',
          },
        ]
      : []),
  ]
}

/**
 * The provider's item list of an order, read from the database (lines and parcels in id order,
 * the platform voucher's code from its use).
 */
export async function paymentItems(db: Db, orderId: number): Promise<PaymentItem[]> {
  const [lines, parcels, [platformUse]] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        name: orderItems.productName,
        variantLabel: orderItems.variantLabel,
        price: orderItems.price,
        quantity: orderItems.quantity,
        storeName: stores.name,
      })
      .from(orderItems)
      .leftJoin(stores, eq(stores.id, orderItems.storeId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        id: storeOrders.id,
        courierName: storeOrders.courierName,
        serviceCode: storeOrders.serviceCode,
        price: storeOrders.shippingPrice,
        storeName: stores.name,
        storeDiscount: storeOrders.storeDiscount,
        platformDiscount: storeOrders.platformDiscount,
      })
      .from(storeOrders)
      .innerJoin(stores, eq(stores.id, storeOrders.storeId))
      .where(eq(storeOrders.orderId, orderId))
      .orderBy(asc(storeOrders.id)),
    db
      .select({ code: voucherUses.code })
      .from(voucherUses)
      .where(and(eq(voucherUses.orderId, orderId), isNull(voucherUses.storeOrderId)))
      .limit(1),
  ])
  return paymentItemsOf(lines, parcels, platformUse?.code ?? null)
}

/** Who pays and for what, as the provider is told (0851). */
export interface Payer {
  customer: { firstName: string; email: string }
  items: PaymentItem[]
}

/** The payer of an order in the database (a new attempt of an order made earlier). */
export async function payerOf(db: Db, order: { id: number; userId: number }): Promise<Payer> {
  const [[user], items] = await Promise.all([
    db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, order.userId)),
    paymentItems(db, order.id),
  ])
  return { customer: { firstName: user?.name ?? '', email: user?.email ?? '' }, items }
}
