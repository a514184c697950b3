/**
 * Search (docs/search.md, docs/decisions/1008): the search dialog's route, and the results page
 * the catalogue's listing answers with `q` through `listingSearch`, given to the catalogue's
 * routes in app.ts. Search reads the catalogue's product view and visibility rule; the catalogue
 * does not import search.
 */
import type { ListingSearch } from '../catalog/index.ts'
import { queryWords } from './read-query.ts'
import { searchResults } from './service.ts'

export { searchRoutes } from './routes.ts'
export { MAX_MATCHES } from './repository.ts'
export { queryWords } from './read-query.ts'

export const listingSearch: ListingSearch = { words: queryWords, page: searchResults }
