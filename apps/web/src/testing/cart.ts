import type { CartItem } from '@pasar/shared'

/** A cart line as GET /api/v1/cart carries it: one of it, in stock, from 'Store <storeId>'. */
export function buildCartItem(productId: number, overrides: Partial<CartItem> = {}): CartItem {
  const storeId = overrides.storeId ?? 10
  return {
    id: productId,
    productId,
    variant: null,
    storeId,
    store: { name: `Store ${storeId}`, slug: `store-${storeId}` },
    name: `Product ${productId}`,
    price: 10_000,
    quantity: 1,
    stock: 10,
    images: [],
    uuid: `uuid-${productId}`,
    problem: null,
    ...overrides,
  }
}
