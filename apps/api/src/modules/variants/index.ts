/**
 * What other modules may use of the variants module: its routes (app.ts), and the write of a
 * product's price, stock and weight to its sole variant, which app.ts hands to the store routes.
 */
export { variantRoutes } from './routes.ts'
export { writeProductFigures } from './service.ts'
