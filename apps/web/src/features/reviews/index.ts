/**
 * The reviews feature's public face (docs/product.md#reviews): the product page's reviews section
 * and the review part of a completed store order on the buyer's order detail. The store's
 * 'Reviews' tab is a route of its own (routes/store-reviews.tsx).
 */
export { ProductReviews } from './components/product-reviews.tsx'
export { ReviewLines } from './components/review-lines.tsx'
export { Stars } from './components/stars.tsx'
