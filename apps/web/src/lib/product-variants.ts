import type { ProductDetail, ProductOption } from '@pasar/shared'

/** A product as its page receives it, with its options and live variants (ADR 1015). */
export type VariantProduct = ProductDetail

/**
 * What the product page's option chips hand to the buying actions: the variant chosen (undefined
 * while an option is missing, or for a product without options), the stock to buy from, the first
 * option not chosen yet, and `ask`, which points the shopper at it.
 */
export type PurchaseChoice = {
  variantId: number | undefined
  stock: number
  missing: string | null
  ask: () => void
}

/** A product's options, none for a product without. */
export const optionsOf = (product: Pick<ProductDetail, 'options'>): ProductOption[] =>
  product.options
