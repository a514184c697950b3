import type { Order, StoreAddress, StoreOrder, TrackingEvent } from '@pasar/shared'

/** Where an order goes: Dewi Lestari's address in Bandung. */
export function buildShippingAddress(overrides: Partial<StoreAddress> = {}): StoreAddress {
  return {
    recipientName: 'Dewi Lestari',
    phone: '+6281234567890',
    province: 'Jawa Barat',
    city: 'Kota Bandung',
    district: 'Coblong',
    postalCode: '40132',
    street: 'Jl. Dipati Ukur No. 35',
    ...overrides,
  }
}

/** A shipped parcel's tracking so far: picked up, then on the way. */
export const SHIPPED_TRACKING: TrackingEvent[] = [
  {
    status: 'picked',
    note: 'Picked up by the courier',
    noteCode: null,
    at: '2026-11-24T04:00:00.000Z',
  },
  {
    status: 'in_transit',
    note: 'On the way to you',
    noteCode: null,
    at: '2026-11-24T09:00:00.000Z',
  },
]

/** A store order as GET /api/v1/orders/{id} carries it, paid and waiting to ship unless told. */
/** Two pieces of a product without options: the line the built orders hold. */
export const BATIK_TULIS_LINE: StoreOrder['orderItems'][number] = {
  id: 1,
  productId: 5,
  productName: 'Batik Tulis',
  variantId: null,
  variantLabel: null,
  price: 75_000,
  quantity: 2,
}

export function buildStoreOrder(overrides: Partial<StoreOrder> = {}): StoreOrder {
  return {
    id: 31,
    orderId: 12,
    status: 'TO_SHIP',
    store: { name: 'Toko Batik Sari', slug: 'toko-batik-sari' },
    itemsTotal: 150_000,
    shipping: {
      courierCode: 'jne',
      courierName: 'JNE',
      serviceCode: 'REG',
      serviceName: 'Reguler',
      price: 18_000,
      trackingNumber: null,
    },
    discount: { store: 0, platform: 0 },
    createdAt: '2026-11-23T08:00:00.000Z',
    shipBy: '2026-11-26T08:00:00.000Z',
    shippedAt: null,
    deliveredAt: null,
    completedAt: null,
    canceledAt: null,
    cancelReason: null,
    cancelReasonCode: null,
    refund: null,
    tracking: [],
    orderItems: [BATIK_TULIS_LINE],
    ...overrides,
  }
}

/** A paid order of one store order. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  const storeOrders = overrides.storeOrders ?? [buildStoreOrder()]
  return {
    id: 12,
    status: 'PAID',
    totalPrice: 168_000,
    itemsTotal: 150_000,
    shippingTotal: 18_000,
    discountTotal: 0,
    address: buildShippingAddress(),
    token: null,
    createdAt: '2026-11-23T07:00:00.000Z',
    paymentDeadline: '2026-11-24T07:00:00.000Z',
    orderItems: storeOrders.flatMap((storeOrder) => storeOrder.orderItems),
    refund: null,
    storeOrders,
    payment: null,
    ...overrides,
  }
}
