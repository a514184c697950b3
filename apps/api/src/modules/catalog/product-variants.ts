import type { InterfaceLanguage, ProductDetail, ProductOption, Variant } from '@pasar/shared'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { oneOf, preparedQuery } from '../../db/prepared-query.ts'
import { categories, products, productVariants, stores } from '../../db/schema/index.ts'
import { imageUrl } from '../../lib/product-images.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { productViewColumns, toProducts, type ProductViewRow } from './product-view.ts'

// A product's live variants as its answers show them (docs/decisions/1015-variants.md).

/** A live variant as read, before its picture key becomes a URL. */
export interface VariantRow {
  id: number
  optionValues: string[]
  sku: string | null
  price: number
  stock: number
  weight: number
  imageKey: string | null
}

/**
 * SQL text: the live variants of the product `<alias>.id`, in their order, as one JSON array of
 * VariantRow (the product page's statement reads them with the product, in one snapshot).
 */
export const liveVariantsJson = (alias: string) => `COALESCE((
    SELECT json_agg(json_build_object('id', v.id, 'optionValues', v.option_values, 'sku', v.sku,
        'price', v.price, 'stock', v.stock, 'weight', v.weight, 'imageKey', v.image_key)
      ORDER BY v.position, v.id)
    FROM product_variants v WHERE v.product_id = ${alias}.id AND v.retired_at IS NULL
  ), '[]'::json)`

/**
 * A variant as answered: its picture is the URL of its image key while that key is still one of
 * the product's pictures (`imageUrls`, as answered), else none.
 */
export function toVariant(
  { imageKey, ...row }: VariantRow,
  storage: Storage,
  imageUrls: readonly string[],
): Variant {
  const url = imageKey === null ? null : imageUrl(storage, imageKey)
  return { ...row, image: url !== null && imageUrls.includes(url) ? url : null }
}

const variantsOf = preparedQuery('product_variants_of', (db) =>
  db
    .select({
      productId: productVariants.productId,
      id: productVariants.id,
      optionValues: productVariants.optionValues,
      sku: productVariants.sku,
      price: productVariants.price,
      stock: productVariants.stock,
      weight: productVariants.weight,
      imageKey: productVariants.imageKey,
    })
    .from(productVariants)
    .where(and(oneOf(productVariants.productId, 'productIds'), isNull(productVariants.retiredAt)))
    .orderBy(
      asc(productVariants.productId),
      asc(productVariants.position),
      asc(productVariants.id),
    ),
)

/** The live variants of each product, in their order, in one query, by product id. */
export async function loadVariants(db: Db | Tx, productIds: number[]) {
  const byProduct = new Map<number, VariantRow[]>()
  if (productIds.length === 0) return byProduct
  for (const { productId, ...row } of await variantsOf(db).execute({ productIds })) {
    const list = byProduct.get(productId) ?? []
    list.push(row)
    byProduct.set(productId, list)
  }
  return byProduct
}

/** The base select of product views with their options (add where/order/limit). */
export function selectProductDetails(db: Db | Tx) {
  return db
    .select({ ...productViewColumns, options: products.options })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
}

/** Turns rows into products with their options and live variants: images and variants in two queries. */
export async function toProductDetails(
  db: Db | Tx,
  storage: Storage,
  rows: Array<ProductViewRow & { options: ProductOption[] }>,
  language: InterfaceLanguage = 'en',
): Promise<ProductDetail[]> {
  const [views, variants] = await Promise.all([
    toProducts(db, storage, rows, language),
    loadVariants(
      db,
      rows.map((row) => row.id),
    ),
  ])
  return views.map((view, i) => ({
    ...view,
    options: rows[i]?.options ?? [],
    variants: (variants.get(view.id) ?? []).map((row) => toVariant(row, storage, view.images)),
  }))
}
