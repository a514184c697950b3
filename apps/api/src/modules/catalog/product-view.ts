import type { Product } from '@pasar/shared'
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { categories, productImages, products, stores } from '../../db/schema/index.ts'
import { imageUrl } from '../../lib/product-images.ts'
import type { Storage } from '../../plugins/storage.ts'

/** The columns a product view needs, joined with its store and category. */
export const productViewColumns = {
  id: products.id,
  uuid: products.uuid,
  name: products.name,
  description: products.description,
  price: products.price,
  stock: products.stock,
  storeId: products.storeId,
  category: categories.name,
  categorySlug: categories.slug,
  storeName: stores.name,
  storeSlug: stores.slug,
}

export type ProductViewRow = {
  [K in keyof typeof productViewColumns]: (typeof productViewColumns)[K]['_']['data']
}

/** Only products that are not deleted, of stores that are not deleted, are ever shown. */
export const visibleProduct = and(isNull(products.deletedAt), isNull(stores.deletedAt)) as SQL

/** The base select of product views; add where/order/limit. */
export function selectProductViews(db: Db | Tx) {
  return db
    .select(productViewColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
}

/** Image URLs of each product, in position order, in one query. */
export async function loadImageUrls(db: Db | Tx, storage: Storage, productIds: number[]) {
  const byProduct = new Map<number, string[]>()
  if (productIds.length === 0) return byProduct
  const rows = await db
    .select({ productId: productImages.productId, key: productImages.key })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position))
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? []
    list.push(imageUrl(storage, row.key))
    byProduct.set(row.productId, list)
  }
  return byProduct
}

export function toProduct(row: ProductViewRow, images: string[]): Product {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    price: row.price,
    stock: row.stock,
    images,
    category: row.category,
    categorySlug: row.categorySlug,
    store: { name: row.storeName, slug: row.storeSlug },
    storeId: row.storeId,
  }
}

/** Turns rows into API products, loading their images in one query. */
export async function toProducts(db: Db | Tx, storage: Storage, rows: ProductViewRow[]) {
  const images = await loadImageUrls(
    db,
    storage,
    rows.map((r) => r.id),
  )
  return rows.map((row) => toProduct(row, images.get(row.id) ?? []))
}

/** One visible product by uuid, or undefined. */
export async function findVisibleProduct(db: Db | Tx, storage: Storage, uuid: string) {
  const [row] = await selectProductViews(db).where(and(eq(products.uuid, uuid), visibleProduct))
  if (!row) return undefined
  const [product] = await toProducts(db, storage, [row])
  return product
}
