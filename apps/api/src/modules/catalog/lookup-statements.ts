import { definePrepared } from '../../db/prepared.ts'

/**
 * One visible product by uuid ($1), with its store, category and image keys in position order
 * as `product` (JSON); no row when there is none. Prepared like the listings (docs/decisions/
 * 0203): the product page and its link preview read it on every visit.
 */
export const productByUuid = definePrepared(
  'catalog_product',
  `SELECT json_build_object(
    'id', p.id, 'uuid', p.uuid, 'name', p.name, 'description', p.description,
    'price', p.price, 'stock', p.stock, 'storeId', p.store_id,
    'category', c.name, 'categorySlug', c.slug, 'storeName', s.name, 'storeSlug', s.slug,
    'imageKeys', ARRAY(
      SELECT i.key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position
    )
  ) AS product
  FROM products p
  JOIN stores s ON s.id = p.store_id
  JOIN categories c ON c.id = p.category_id
  WHERE p.uuid = $1::uuid AND p.deleted_at IS NULL AND s.deleted_at IS NULL`,
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
