/**
 * What other modules may use of the variants module: its routes (app.ts), the write of a
 * product's price, stock and weight to its sole variant, which app.ts hands to the store routes,
 * and the writes of options and variants the demo seed makes.
 */
export { variantRoutes } from './routes.ts'
export { writeProductFigures } from './service.ts'
export { insertVariants, setOptions } from './repository.ts'
