import type { Product, ProductDetail } from '@pasar/shared'

/** A product as the catalogue's answers carry it: in stock, unrated, unsold unless told. */
export function buildProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: `Product ${id}`,
    description: '',
    price: overrides.price ?? 10_000,
    priceMax: overrides.priceMax ?? overrides.price ?? 10_000,
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

const COLOURS = ['Merah', 'Biru', 'Hijau']
const SIZES = ['S', 'M', 'L', 'XL', 'XXL']

/**
 * A shirt in three colours and five sizes (variant ids 101…115, colour by colour): S costs
 * Rp 150.000, each size up Rp 25.000 more; Hijau is sold out in every size, Merah in XXL; Biru
 * has its own picture.
 */
export function buildVariantProduct(id: number, overrides: Partial<ProductDetail> = {}) {
  const variants = COLOURS.flatMap((colour, c) =>
    SIZES.map((size, s) => ({
      id: 101 + c * SIZES.length + s,
      optionValues: [colour, size],
      sku: null,
      price: 150_000 + s * 25_000,
      stock: colour === 'Hijau' || (colour === 'Merah' && size === 'XXL') ? 0 : 4,
      weight: 300,
      image: colour === 'Biru' ? '/pictures/biru.webp' : null,
    })),
  )
  const product: ProductDetail = {
    ...buildProduct(id, {
      name: 'Kemeja Batik',
      price: 150_000,
      priceMax: 250_000,
      stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
      images: ['/pictures/merah.webp', '/pictures/biru.webp'],
    }),
    options: [
      { name: 'Warna', values: COLOURS },
      { name: 'Ukuran', values: SIZES },
    ],
    variants,
    ...overrides,
  }
  return product
}
