import type { CatalogPage, Product, ProductDetail } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { productImages } from '../../src/db/schema/index.ts'
import { setupShop } from '../helpers/catalogue.ts'
import { createProduct } from '../helpers/builders.ts'

// The product view has one definition read by the Drizzle queries (store products) and by the
// hand-written statements (listings, product page); every path answers the same product
// (docs/decisions/0741).
const shop = await setupShop('Lamps')
const { app, store } = shop
const [lamps] = shop.categories
const product = await createProduct(app, store.id, {
  categoryId: lamps.id,
  name: 'Brass desk lamp',
  weight: 2300,
})
await app.db.insert(productImages).values([
  { productId: product.id, position: 1, key: 'products/lamp-side' },
  { productId: product.id, position: 0, key: 'products/lamp-front' },
])

async function answer<T>(url: string) {
  const res = await app.inject({ method: 'GET', url })
  expect(res.statusCode).toBe(200)
  return res.json<T>()
}

describe('the product view', () => {
  it('is the same product on the product page, in listings and in the store', async () => {
    const page = (await answer<{ data: ProductDetail }>(`/api/v1/products/${product.uuid}`)).data
    expect(page).toEqual({
      id: product.id,
      uuid: product.uuid,
      name: 'Brass desk lamp',
      description: product.description,
      price: product.price,
      priceMax: product.price,
      stock: product.stock,
      weight: 2300,
      images: ['/uploads/products/lamp-front/1024.webp', '/uploads/products/lamp-side/1024.webp'],
      category: 'Lamps',
      categorySlug: lamps.slug,
      store: { name: store.name, slug: store.slug },
      storeId: store.id,
      rating: { average: null, count: 0 },
      sold: 0,
      options: [],
      variants: [
        {
          id: expect.any(Number),
          optionValues: [],
          sku: null,
          price: product.price,
          stock: product.stock,
          weight: 2300,
          image: null,
        },
      ],
    })
    // Listings show the product without its options and variants.
    const { options: _options, variants: _variants, ...listedView } = page
    const listed = await answer<CatalogPage>('/api/v1/products')
    const inCategory = await answer<CatalogPage>(`/api/v1/products/category/${lamps.slug}`)
    const inStore = await answer<{ data: Product[] }>(`/api/v1/stores/${store.slug}/products`)
    for (const list of [listed.data, inCategory.data, inStore.data]) {
      expect(list.find((p) => p.uuid === product.uuid)).toEqual(listedView)
    }
  })
})
