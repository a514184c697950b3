/** The wishlist's public face: the heart on cards and product pages, and the saved list. */
export { WishlistButton } from './components/wishlist-button.tsx'
export { useWishlist } from './api/get-wishlist.ts'
export { useT as useWishlistT } from './i18n/index.ts'
