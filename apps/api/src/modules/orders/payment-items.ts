import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderItems, storeOrders, stores } from '../../db/schema/index.ts'
import type { PaymentItem } from '../../providers/payment/port.ts'

/**
 * The line the buyer sees for a store's parcel, e.g. 'Shipping: JNE REG (Toko Batik)': the
 * service's code, not its long name, so the store still fits Midtrans' 50 characters.
 */
export const shippingLineName = (courier: string, serviceCode: string, store: string) =>
  `Shipping: ${courier} ${serviceCode.toUpperCase()} (${store})`

/**
 * What the provider is told the buyer pays for (DESIGN §6): every product line and one shipping
 * line per store order, each with its store's name as the merchant. They add up to the order's
 * total; orders made before store orders have product lines only (and no shipping in the total).
 */
export async function paymentItems(db: Db, orderId: number): Promise<PaymentItem[]> {
  const [lines, parts] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        name: orderItems.productName,
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
      })
      .from(storeOrders)
      .innerJoin(stores, eq(stores.id, storeOrders.storeId))
      .where(eq(storeOrders.orderId, orderId))
      .orderBy(asc(storeOrders.id)),
  ])
  return [
    ...lines.map((line) => ({
      id: String(line.productId ?? `line-${line.id}`),
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      merchantName: line.storeName ?? 'Pasar',
    })),
    ...parts.map((part) => ({
      id: `shipping-${part.id}`,
      name: shippingLineName(part.courierName, part.serviceCode, part.storeName),
      price: part.price,
      quantity: 1,
      merchantName: part.storeName,
    })),
  ]
}
