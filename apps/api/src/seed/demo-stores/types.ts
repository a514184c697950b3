import type { ArtKind } from '../art/kinds.ts'

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
