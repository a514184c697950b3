/** The catalogue's public face: checkout names a line's store from its product. */
export { productQuery } from './api/get-product.ts'
