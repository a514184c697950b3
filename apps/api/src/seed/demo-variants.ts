import { variantLabelOf } from '@pasar/shared'
import { inArray } from 'drizzle-orm'
import type { Tx } from '../db/client.ts'
import { productVariants } from '../db/schema/index.ts'
import { insertVariants, setOptions } from '../modules/variants/index.ts'
import type { DemoProduct } from './demo-stores/types.ts'

/**
 * The pictures a demo product shows: its own shots, then one per colour value after the first
 * (the first colour is the product's own colour, its first shot).
 */
export function colourShotsOf(product: DemoProduct): string[] {
  return product.variants?.colors?.slice(1) ?? []
}

/** Every combination of the options' values, in the options' order (first option slowest). */
function combinations(values: string[][]): string[][] {
  return values.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.map((value) => [...row, value])),
    [[]],
  )
}

interface DemoVariantRow {
  optionValues: string[]
  price: number
  stock: number
  weight: number
  imageKey: string | null
  position: number
}

/** A demo product's variants, each colour showing its picture among `pictures` (colourShotsOf). */
export function demoVariantRows(
  product: DemoProduct,
  weight: number,
  pictures: string[],
): DemoVariantRow[] {
  const variants = product.variants
  if (!variants) return []
  const ownShots = product.images
  return combinations(variants.options.map((option) => option.values)).map((values, position) => {
    const colour = variants.colors
      ? (variants.options[0]?.values.indexOf(values[0] ?? '') ?? -1)
      : -1
    const picture =
      colour < 0 ? undefined : colour === 0 ? pictures[0] : pictures[ownShots + colour - 1]
    return {
      optionValues: values,
      price: product.price + values.reduce((sum, value) => sum + (variants.extra?.[value] ?? 0), 0),
      stock: values.some((value) => variants.soldOut?.includes(value)) ? 0 : variants.stock,
      weight,
      imageKey: picture ?? null,
      position,
    }
  })
}

export interface DemoVariantsOf {
  productId: number
  product: DemoProduct
  rows: DemoVariantRow[]
}

/** A demo variant as the demo orders buy it. */
export interface DemoVariant {
  id: number
  price: number
}

/**
 * Gives the demo products with options their variants, in the seed's transaction, through the
 * variants module's writes: the sole variant each product's insert made goes first (nothing
 * refers to it yet), then the product's options and every combination in one statement, so its
 * price, price range and stock are summed from them (migration 0029's trigger). Answers each
 * variant by `{product id}:{label}`.
 */
export async function insertDemoVariants(tx: Tx, list: DemoVariantsOf[]) {
  const written = new Map<string, DemoVariant>()
  const withOptions = list.filter((item) => item.rows.length > 0)
  if (withOptions.length === 0) return written
  await tx.delete(productVariants).where(
    inArray(
      productVariants.productId,
      withOptions.map((item) => item.productId),
    ),
  )
  for (const { productId, product, rows } of withOptions) {
    await setOptions(tx, productId, product.variants?.options ?? [])
    for (const variant of await insertVariants(tx, productId, rows)) {
      const label = variantLabelOf(variant.optionValues) ?? ''
      written.set(`${productId}:${label}`, { id: variant.id, price: variant.price })
    }
  }
  return written
}
