import type { Product } from '@pasar/shared'
import type { ReactNode } from 'react'

/** Product page body (issue 4); `purchase` draws the cart actions of the cart feature. */
export function ProductDetail(_props: { uuid: string; purchase: (product: Product) => ReactNode }) {
  return null
}
