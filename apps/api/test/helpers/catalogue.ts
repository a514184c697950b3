import { setupTestApp } from './app.ts'
import { createCategory, createStore, createUser } from './builders.ts'

/**
 * Where the catalogue and search tests start: a test app, a seller with one store, and the
 * categories named, in that order.
 */
export async function setupShop<const Names extends readonly string[]>(...categoryNames: Names) {
  const { app } = await setupTestApp()
  const seller = await createUser(app)
  const store = await createStore(app, seller.id)
  const categories: Category[] = []
  for (const name of categoryNames) categories.push(await createCategory(app, name))
  return { app, seller, store, categories: categories as { [K in keyof Names]: Category } }
}

type Category = Awaited<ReturnType<typeof createCategory>>

/** The moment `m` minutes ago: products made in a known order. */
export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000)
