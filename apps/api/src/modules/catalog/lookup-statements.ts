import { definePrepared } from '../../db/prepared.ts'
import { productViewJson } from './product-view.ts'
import { visibleWithStore } from './visibility.ts'

/**
 * One visible product by uuid ($1), with its store, category and image keys in position order
 * as `product` (JSON); no row when there is none. Prepared like the listings (docs/decisions/
 * 0203): the product page and its link preview read it on every visit.
 */
export const productByUuid = definePrepared(
  'catalog_product',
  `SELECT ${productViewJson({ products: 'p', stores: 's', categories: 'c' })} AS product
  FROM products p
  JOIN stores s ON s.id = p.store_id
  JOIN categories c ON c.id = p.category_id
  WHERE p.uuid = $1::uuid AND ${visibleWithStore('p', 's')}`,
)

/** Every category by name and slug, in creation order: the menus read it on every page. */
export const allCategories = definePrepared(
  'catalog_categories',
  `SELECT name, slug FROM categories ORDER BY id`,
)

/** One category by slug ($1). */
export const categoryBySlug = definePrepared(
  'catalog_category',
  `SELECT name, slug FROM categories WHERE slug = $1::text`,
)

/**
 * The catalogue's versions (migrations 0004, 0010): `version` moves with every committed catalogue
 * change but stock, `stock_version` with every committed change of stock alone.
 */
export const catalogueVersionStatement = definePrepared(
  'catalogue_version',
  `SELECT version, stock_version FROM catalogue_version WHERE id = 1`,
)

/** The products whose stock versions $1 (excluded) to $2 changed, with their stock now. */
export const stockChangesBetween = definePrepared(
  'catalog_stock_changes',
  `SELECT c.stock_version, c.product_id, p.stock
  FROM stock_changes c JOIN products p ON p.id = c.product_id
  WHERE c.stock_version > $1::bigint AND c.stock_version <= $2::bigint
  ORDER BY c.stock_version`,
)

/** The stock of the products whose ids are $1, visible or not (a kept answer's figures). */
export const stockByIds = definePrepared(
  'catalog_stock',
  `SELECT id, stock FROM products WHERE id = ANY($1::int[])`,
)
