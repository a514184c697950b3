/** The categories of the menus (docs/product.md#layout), in menu order. */
export const CATEGORIES = [
  { name: 'Electronics', slug: 'electronics' },
  { name: 'Clothing', slug: 'clothing' },
  { name: 'Accessories', slug: 'accessories' },
  { name: 'Sports', slug: 'sports' },
  { name: 'Jewelery', slug: 'jewelery' },
  { name: "Men's Clothing", slug: 'mens-clothing' },
  { name: "Women's Clothing", slug: 'womens-clothing' },
] as const
