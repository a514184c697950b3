import type { Product } from '@pasar/shared'

/** A product as the catalogue's answers carry it: in stock, unrated, unsold unless told. */
export function buildProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: `Product ${id}`,
    description: '',
    price: 10_000,
    stock: 3,
    images: [],
    category: 'Electronics',
    categorySlug: 'electronics',
    store: { name: 'Toko', slug: 'toko' },
    storeId: 1,
    weight: 1000,
    rating: { average: null, count: 0 },
    sold: 0,
    ...overrides,
  }
}
