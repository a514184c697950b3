import type { CategoryIcon } from '@pasar/shared'

/**
 * The categories of the menus (docs/product.md#layout), in menu order, with their icons
 * (docs/decisions/0992); operators add, rename and reorder them in /admin.
 */
export const CATEGORIES: readonly {
  name: string
  slug: string
  icon: CategoryIcon
  position: number
}[] = [
  { name: 'Electronics', slug: 'electronics', icon: 'smartphone', position: 1 },
  { name: 'Clothing', slug: 'clothing', icon: 'shirt', position: 2 },
  { name: 'Accessories', slug: 'accessories', icon: 'glasses', position: 3 },
  { name: 'Sports', slug: 'sports', icon: 'dumbbell', position: 4 },
  { name: 'Jewelery', slug: 'jewelery', icon: 'gem', position: 5 },
  { name: "Men's Clothing", slug: 'mens-clothing', icon: 'shirt', position: 6 },
  { name: "Women's Clothing", slug: 'womens-clothing', icon: 'shirt', position: 7 },
]
