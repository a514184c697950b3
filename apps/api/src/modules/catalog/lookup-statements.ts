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

/** The catalogue version (migration 0004): it moves with every committed catalogue change. */
export const catalogueVersionStatement = definePrepared(
  'catalogue_version',
  `SELECT version FROM catalogue_version WHERE id = 1`,
)
