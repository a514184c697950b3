/**
 * What other modules may use of the catalogue: its read model — the one visibility rule and the
 * one product view (docs/architecture.md#catalogue), with its variants — and its kept answers, for their own public
 * catalogue reads (the store page, docs/decisions/0966), what it lists for crawlers (the
 * sitemap), and what search (modules/search) ranks and shows. Everything else in this folder is
 * the catalogue's own.
 */
export {
  findVisibleProduct,
  loadImageUrls,
  productViewColumns,
  selectProductViews,
  toProducts,
  type ProductViewRow,
} from './product-view.ts'
export {
  loadVariants,
  selectProductDetails,
  toProductDetails,
  toVariant,
  type VariantRow,
} from './product-variants.ts'
export { productOnSale, visibleProduct } from './visibility.ts'
export { cachedAnswers, type CachedAnswer } from './cached-answers.ts'
export { pruneStockChanges, refreshPopular } from './repository.ts'
export {
  countListedProducts,
  listedCategories,
  listedProducts,
  listProducts as listCatalogPage,
} from './service.ts'
export { catalogVersionSource } from './catalog-versions.ts'
export type { ListingSearch } from './routes.ts'
export { toCatalogPage, type CatalogDeps } from './service.ts'
/** What search (modules/search) reads: the listing's orders and the product view by id. */
export { listingOrder } from './listing-statement.ts'
export { categoryName, productViewById, toProduct } from './product-view.ts'
export { storeOpen, visibleInOpenStore } from './visibility.ts'
export {
  categoriesForAdmin,
  createCategory,
  reorderCategories,
  updateCategory,
} from './categories-admin.ts'
