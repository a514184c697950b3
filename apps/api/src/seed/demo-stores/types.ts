import type { ProductOption } from '@pasar/shared'
import type { ArtKind } from '../art/kinds.ts'

/**
 * A demo product's options (docs/decisions/1015-variants.md): every combination is a variant at
 * the product's price plus the `extra` of its values, with `stock` units, none for a value in
 * `soldOut`. With `colors`, the first option is a colour: each value gets its own picture.
 */
export interface DemoVariants {
  options: ProductOption[]
  colors?: string[]
  extra?: Record<string, number>
  stock: number
  soldOut?: string[]
}

export interface DemoProduct {
  name: string
  category: string
  price: number
  stock: number
  kind: ArtKind
  color: string
  /** How many pictures (1–3): the same product in different shots. */
  images: number
  description: string
  variants?: DemoVariants
}

export interface DemoStore {
  /** The demo seller (DEMO_ACCOUNTS email) who owns the store. */
  owner: string
  name: string
  slug: string
  description: string
  products: DemoProduct[]
}

type Row = [string, string, number, number, ArtKind, string, number, string]

/** Compact rows → products: [name, category, price, stock, kind, colour, images, description]. */
export function products(rows: Row[]): DemoProduct[] {
  return rows.map(([name, category, price, stock, kind, color, images, description]) => ({
    name,
    category,
    price,
    stock,
    kind,
    color,
    images,
    description,
  }))
}

/** Gives the named product of `list` its options (a demo store's products stay compact rows). */
export function withVariants(
  list: DemoProduct[],
  variants: Record<string, DemoVariants>,
): DemoProduct[] {
  return list.map((product) => {
    const own = variants[product.name]
    return own ? { ...product, variants: own } : product
  })
}
