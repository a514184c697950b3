import { definePrepared } from '../../db/prepared.ts'
import { productViewJson } from './product-view.ts'
import { liveVariantsJson } from './product-variants.ts'
import { visibleWithStore } from './visibility.ts'

/**
 * One visible product by uuid ($1), with its store, category and image keys in position order
 * as `product` (JSON), its `options` and its live `variants` (JSON, see product-variants.ts);
 * no row when there is none. Prepared like the listings (docs/decisions/0203): the product page
 * and its link preview read it on every visit.
 */
export const productByUuid = definePrepared(
  'catalog_product',
  `SELECT ${productViewJson({ products: 'p', stores: 's', categories: 'c' })} AS product,
    p.options AS options, ${liveVariantsJson('p')} AS variants
  FROM products p
  JOIN stores s ON s.id = p.store_id
  JOIN categories c ON c.id = p.category_id
  WHERE p.uuid = $1::uuid AND ${visibleWithStore('p', 's')}`,
)

/**
 * Every category with its icon, in the operators' order (docs/decisions/0992): the menus read it
 * on every page.
 */
export const allCategories = definePrepared(
  'catalog_categories',
  `SELECT name, name_id, slug, icon FROM categories ORDER BY position, id`,
)

/** One category by slug ($1). */
export const categoryBySlug = definePrepared(
  'catalog_category',
  `SELECT name, name_id, slug, icon FROM categories WHERE slug = $1::text`,
)

/**
 * The catalogue's versions (migrations 0004, 0010): `version` moves with every committed catalogue
 * change but stock, `stock_version` with every committed change of stock alone.
 */
export const catalogueVersionStatement = definePrepared(
  'catalogue_version',
  `SELECT version, stock_version FROM catalogue_version WHERE id = 1`,
)

/** The products whose stock versions $1 (excluded) to $2 changed, with their figures now. */
export const stockChangesBetween = definePrepared(
  'catalog_stock_changes',
  `SELECT c.stock_version, c.product_id, p.stock, p.sold
  FROM stock_changes c JOIN products p ON p.id = c.product_id
  WHERE c.stock_version > $1::bigint AND c.stock_version <= $2::bigint
  ORDER BY c.stock_version`,
)

/** The stock and sold of the products whose ids are $1, visible or not (a kept answer's figures). */
export const stockByIds = definePrepared(
  'catalog_stock',
  `SELECT id, stock, sold FROM products WHERE id = ANY($1::int[])`,
)

/**
 * The stock of the live variants of the products whose ids are $1: a kept product page's
 * variants, read again when its product's stock moved (docs/decisions/1015-variants.md).
 */
export const variantStockByProducts = definePrepared(
  'catalog_variant_stock',
  `SELECT product_id, id, stock FROM product_variants
  WHERE product_id = ANY($1::int[]) AND retired_at IS NULL`,
)

/**
 * Each product's `popular` set to its units sold since day $1 (the job's window), for those that
 * sold since or still count some; answers the products it moved.
 */
export const refreshPopularStatement = definePrepared(
  'catalog_refresh_popular',
  `WITH recent AS (
    SELECT product_id, SUM(units)::int AS units FROM product_sales_daily
    WHERE day >= $1::date GROUP BY product_id
  ),
  candidates AS (
    SELECT id FROM products WHERE popular > 0
    UNION SELECT product_id FROM recent
  )
  UPDATE products p SET popular = COALESCE(r.units, 0)
  FROM candidates c LEFT JOIN recent r ON r.product_id = c.id
  WHERE p.id = c.id AND p.popular <> COALESCE(r.units, 0)
  RETURNING p.id`,
)
