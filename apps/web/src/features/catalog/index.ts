/** The catalogue's public face: checkout names a line's store from its product. */
export { productQuery } from './api/get-product.ts'
/** The categories, named in the interface's language: the seller's product forms pick from them. */
export { useCategories } from './api/get-categories.ts'
/** Sort and price range of a listing, kept in the URL: any listing page may drop them in. */
export { ListingControls, sortLabels } from './components/listing-controls.tsx'
export { useListingFilters, type ListingFilters } from './hooks/use-listing-filters.ts'
/** The catalogue's texts, for the app's own pages that show them (not found). */
export { useT as useCatalogT } from './i18n/index.ts'
