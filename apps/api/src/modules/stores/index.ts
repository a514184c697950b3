/**
 * What other modules may use of the stores module: what the operator console asks of stores and
 * products (docs/decisions/0991), stores' names for what shows them (payouts, store orders),
 * stores with their owners for what mails them, the stores shoppers can open (the sitemap), and
 * the owner's guard and view of a product for the owner's routes of other modules (variants).
 */
export { storeNameIn, storeNamesByIds, type StoreName } from './repository.ts'
export {
  newStoresByDay,
  productsForAdmin,
  setOwnerSuspended,
  setProductHiddenBy,
  setStoreHiddenBy,
  storesForAdmin,
  type ModeratedTarget,
} from './moderation.ts'
export { countListedStores, listedStores } from './listed.ts'
export { storesWithOwners, type StoreWithOwner } from './owners.ts'
export { ownedStore, storeOwnerOnly } from './owner-guard.ts'
export { ownedProduct, productNotFound } from './owned-products.ts'
export { storeDeps, type ProductFigures, type StoreDeps, type WriteProductFigures } from './deps.ts'
export type { StoreRow } from './repository.ts'
