import type { CategoryIcon } from '@pasar/shared'

/**
 * The categories of the menus (docs/product.md#layout), in menu order, with their icons
 * (docs/decisions/0992); operators add, rename and reorder them in /admin.
 */
export const CATEGORIES: readonly {
  /** In English, and `nameId` in Indonesian (docs/decisions/1011). */
  name: string
  nameId: string
  slug: string
  icon: CategoryIcon
  position: number
}[] = [
  {
    name: 'Electronics',
    nameId: 'Elektronik',
    slug: 'electronics',
    icon: 'smartphone',
    position: 1,
  },
  { name: 'Clothing', nameId: 'Pakaian', slug: 'clothing', icon: 'shirt', position: 2 },
  { name: 'Accessories', nameId: 'Aksesori', slug: 'accessories', icon: 'glasses', position: 3 },
  { name: 'Sports', nameId: 'Olahraga', slug: 'sports', icon: 'dumbbell', position: 4 },
  { name: 'Jewelry', nameId: 'Perhiasan', slug: 'jewelery', icon: 'gem', position: 5 },
  {
    name: "Men's Clothing",
    nameId: 'Pakaian Pria',
    slug: 'mens-clothing',
    icon: 'shirt',
    position: 6,
  },
  {
    name: "Women's Clothing",
    nameId: 'Pakaian Wanita',
    slug: 'womens-clothing',
    icon: 'shirt',
    position: 7,
  },
]
