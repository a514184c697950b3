import type { Product } from '@pasar/shared'

/** Product page actions: quantity selector, 'Buy now' and 'Add to cart' (issue 6). */
export function ProductPurchase(_props: { product: Product }) {
  return null
}
