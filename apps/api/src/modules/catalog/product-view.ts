import { ratingOf, type InterfaceLanguage, type Product } from '@pasar/shared'
import { and, asc, eq, getTableName, type Column } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import { preparedQuery, oneOf } from '../../db/prepared-query.ts'
import type { Db, Tx } from '../../db/client.ts'
import { categories, productImages, products, stores } from '../../db/schema/index.ts'
import { imageUrl } from '../../lib/product-images.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { visibleProduct } from './visibility.ts'

/**
 * The product view: every field of a product answer (with its images) and the column it reads,
 * from `products` joined with its store and category. The one definition both paths read —
 * Drizzle queries select these columns, the hand-written statements build the same fields as
 * JSON with `productViewJson` — so a field is added here once (docs/decisions/0741).
 */
export const productViewColumns = {
  id: products.id,
  uuid: products.uuid,
  name: products.name,
  description: products.description,
  price: products.price,
  priceMax: products.priceMax,
  stock: products.stock,
  weight: products.weight,
  storeId: products.storeId,
  category: categories.name,
  /** The category's Indonesian name (null: none given, the English one shows). */
  categoryNameId: categories.nameId,
  categorySlug: categories.slug,
  storeName: stores.name,
  storeSlug: stores.slug,
  sold: products.sold,
  ratingCount: products.ratingCount,
  ratingTotal: products.ratingTotal,
}

type ColumnValue<C extends Column> = C['_']['notNull'] extends true
  ? C['_']['data']
  : C['_']['data'] | null

export type ProductViewRow = {
  [K in keyof typeof productViewColumns]: ColumnValue<(typeof productViewColumns)[K]>
}

/** Table aliases of a hand-written statement that joins a product with its store and category. */
export interface ProductViewAliases {
  products: string
  stores: string
  categories: string
}

/** A column's name in SQL: unnamed columns are named by their key in snake_case (db/client.ts). */
const sqlName = (column: Column) => (column.keyAsName ? toSnakeCase(column.name) : column.name)

/**
 * SQL text: the product view of one joined row (by aliases) as one JSON object — the fields of
 * `productViewColumns` by the same names, and `imageKeys`, its image keys in position order.
 */
export function productViewJson(aliases: ProductViewAliases) {
  const fields = Object.entries(productViewColumns).map(([field, column]) => {
    const alias = aliases[getTableName(column.table) as keyof ProductViewAliases]
    if (!alias) throw new Error(`productViewJson: no alias for ${getTableName(column.table)}`)
    return `'${field}', ${alias}.${sqlName(column)}`
  })
  const imageKeys = `ARRAY(
      SELECT i.key FROM product_images i WHERE i.product_id = ${aliases.products}.id ORDER BY i.position
    )`
  return `json_build_object(${fields.join(', ')}, 'imageKeys', ${imageKeys})`
}

/**
 * SQL text: a lateral join giving `<alias>.product`, the product view (JSON) of the product whose
 * id is `<ids>.id` — a page's rows picked by id, each fetched with its store and category.
 */
export const productViewById = (ids: string, alias: string) => `CROSS JOIN LATERAL (
        SELECT ${productViewJson({ products: 'p', stores: 's', categories: 'c' })} AS product
        FROM products p
        JOIN stores s ON s.id = p.store_id
        JOIN categories c ON c.id = p.category_id
        WHERE p.id = ${ids}.id
        LIMIT 1
      ) ${alias}`

/** The base select of product views; add where/order/limit. */
export function selectProductViews(db: Db | Tx) {
  return db
    .select(productViewColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
}

// Read with every cart and every product answer Drizzle makes.
const imagesOf = preparedQuery('product_images_of', (db) =>
  db
    .select({ productId: productImages.productId, key: productImages.key })
    .from(productImages)
    .where(oneOf(productImages.productId, 'productIds'))
    .orderBy(asc(productImages.productId), asc(productImages.position)),
)

/** Image URLs of each product, in position order, in one query. */
export async function loadImageUrls(db: Db | Tx, storage: Storage, productIds: number[]) {
  const byProduct = new Map<number, string[]>()
  if (productIds.length === 0) return byProduct
  const rows = await imagesOf(db).execute({ productIds })
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? []
    list.push(imageUrl(storage, row.key))
    byProduct.set(row.productId, list)
  }
  return byProduct
}

/** The category's name in `language` (docs/decisions/1011). */
export function categoryName(
  row: { category: string; categoryNameId: string | null },
  language: InterfaceLanguage,
) {
  return language === 'id' ? (row.categoryNameId ?? row.category) : row.category
}

export function toProduct(
  row: ProductViewRow,
  images: string[],
  language: InterfaceLanguage = 'en',
): Product {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    price: row.price,
    priceMax: row.priceMax,
    stock: row.stock,
    images,
    category: categoryName(row, language),
    categorySlug: row.categorySlug,
    store: { name: row.storeName, slug: row.storeSlug },
    storeId: row.storeId,
    weight: row.weight,
    rating: ratingOf(row.ratingCount, row.ratingTotal),
    sold: row.sold,
  }
}

/** Turns rows into API products (category names in `language`), loading their images in one query. */
export async function toProducts(
  db: Db | Tx,
  storage: Storage,
  rows: ProductViewRow[],
  language: InterfaceLanguage = 'en',
) {
  const images = await loadImageUrls(
    db,
    storage,
    rows.map((r) => r.id),
  )
  return rows.map((row) => toProduct(row, images.get(row.id) ?? [], language))
}

/** One visible product by uuid, or undefined. */
export async function findVisibleProduct(db: Db | Tx, storage: Storage, uuid: string) {
  const [row] = await selectProductViews(db).where(and(eq(products.uuid, uuid), visibleProduct))
  if (!row) return undefined
  const [product] = await toProducts(db, storage, [row])
  return product
}
