import type { Order } from '@pasar/shared'
import { storeNameIn } from '../stores/index.ts'
import { storeOrderView } from '../fulfilment/index.ts'
import { orderView, paymentItemsOf, paymentView, type Payer } from '../orders/index.ts'
import type { MadeOrder } from './reserve.ts'

// An order just made, told from what checkout wrote instead of read back (ADR 0974): the
// provider's payer and the buyer's view, through the same rules as an order read by id.

/** The payer of an order just made, from what checkout wrote (ADR 0974). */
export function payerOfMade({ buyer, items, parts, storeOf, platformVoucher }: MadeOrder): Payer {
  const storeName = (storeId: number | null) =>
    storeId === null ? null : storeNameIn(storeOf, storeId).name
  return {
    customer: { firstName: buyer.name, email: buyer.email },
    items: paymentItemsOf(
      items.map((line) => ({
        id: line.id,
        productId: line.productId,
        name: line.productName,
        variantLabel: line.variantLabel,
        price: line.price,
        quantity: line.quantity,
        storeName: storeName(line.storeId),
      })),
      parts.map((part) => ({
        id: part.id,
        courierName: part.courierName,
        serviceCode: part.serviceCode,
        price: part.shippingPrice,
        storeName: storeNameIn(storeOf, part.storeId).name,
        storeDiscount: part.storeDiscount,
        platformDiscount: part.platformDiscount,
      })),
      platformVoucher,
    ),
  }
}

/** The buyer's view of an order just made, from what checkout wrote (ADR 0974). */
export function viewOfMade(
  { order, items, parts, storeOf, attempt }: MadeOrder,
  token: string,
): Order {
  return orderView(order, {
    lines: items,
    token,
    payment: paymentView({ number: 1, status: attempt.status, instructions: null }),
    refund: null,
    storeOrders: parts.map((part) =>
      storeOrderView(part, {
        lines: items,
        store: storeNameIn(storeOf, part.storeId),
        refund: null,
        tracking: [],
      }),
    ),
  })
}
