import type { Variant } from '@pasar/shared'
import { optionsOf, type VariantProduct } from '@/lib/product-variants.ts'

/** The value chosen for each of a product's options, in their order; null where none is. */
export type Choice = (string | null)[]

const variantsOf = (product: VariantProduct): Variant[] => product.variants

/** Nothing chosen yet, or the values of the variant `?variant=` names (a shared link). */
export function initialChoice(product: VariantProduct, variantParam: string | null): Choice {
  const options = optionsOf(product)
  const named = variantsOf(product).find((variant) => String(variant.id) === variantParam)
  return options.map((_, i) => (named ? (named.optionValues[i] ?? null) : null))
}

/** A variant that agrees with every value chosen so far. */
function fits(variant: Variant, choice: Choice): boolean {
  return choice.every((value, i) => value === null || variant.optionValues[i] === value)
}

/** The variants the choice still leaves open. */
export function openVariants(product: VariantProduct, choice: Choice): Variant[] {
  return variantsOf(product).filter((variant) => fits(variant, choice))
}

/** The variant of a complete choice; undefined while an option is missing. */
export function chosenVariant(product: VariantProduct, choice: Choice): Variant | undefined {
  if (optionsOf(product).length === 0 || choice.some((value) => value === null)) return undefined
  return openVariants(product, choice)[0]
}

/** The first option with no value chosen, by name; null when every option has one. */
export function missingOption(product: VariantProduct, choice: Choice): string | null {
  const index = choice.findIndex((value) => value === null)
  return index < 0 ? null : (optionsOf(product)[index]?.name ?? null)
}

/**
 * A value can be chosen when some variant with it, agreeing with the other options' choices, is
 * in stock; otherwise every combination it leaves is sold out and it is shown disabled.
 */
export function valueInStock(
  product: VariantProduct,
  choice: Choice,
  option: number,
  value: string,
): boolean {
  const tried = choice.map((chosen, i) => (i === option ? value : chosen))
  return openVariants(product, tried).some((variant) => variant.stock > 0)
}

/** The lowest and highest price the choice leaves open: one price once they agree. */
export function priceRange(product: VariantProduct, choice: Choice): [number, number] {
  const prices = openVariants(product, choice).map((variant) => variant.price)
  if (prices.length === 0) return [product.price, product.priceMax]
  return [Math.min(...prices), Math.max(...prices)]
}

/**
 * The picture to show for the choice: the chosen variant's, or, when every variant the choice
 * leaves open shows the same picture (the colour is chosen, the size not yet), that one.
 */
export function choicePicture(product: VariantProduct, choice: Choice): string | null {
  if (choice.every((value) => value === null)) return null
  const pictures = new Set(openVariants(product, choice).map((variant) => variant.image))
  const [only] = pictures
  return pictures.size === 1 && only ? only : null
}
