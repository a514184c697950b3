import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { App } from '../../src/app.ts'
import { returnedRow } from '../../src/db/returned-row.ts'
import { categories, products, stores, users } from '../../src/db/schema/index.ts'

const unique = () => randomBytes(4).toString('hex')

export interface TestUser {
  id: number
  email: string
  token: string
  /** Headers that sign a request in as this user. */
  auth: { authorization: string }
}

/** A user row (no password) with a valid access token. */
export async function createUser(
  app: App,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const id = unique()
  const insert = app.db
    .insert(users)
    .values({
      email: `user-${id}@example.com`,
      username: `user_${id}`,
      name: `Test User ${id}`,
      ...overrides,
    })
    .returning()
  const user = await returnedRow(insert, 'user insert')
  const token = await app.signAccessToken(user.id)
  return { id: user.id, email: user.email, token, auth: { authorization: `Bearer ${token}` } }
}

export async function createCategory(app: App, name = `Category ${unique()}`) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  // Tests running side by side may ask for the same category at once: one insert wins.
  await app.db.insert(categories).values({ name, slug }).onConflictDoNothing()
  const [category] = await app.db.select().from(categories).where(eq(categories.slug, slug))
  if (!category) throw new Error('category not created')
  return category
}

export async function createStore(
  app: App,
  ownerId: number,
  overrides: Partial<typeof stores.$inferInsert> = {},
) {
  const id = unique()
  const insert = app.db
    .insert(stores)
    .values({
      ownerId,
      name: `Store ${id}`,
      slug: `store-${id}`,
      description: 'A test store',
      ...overrides,
    })
    .returning()
  return returnedRow(insert, 'store insert')
}

export async function createProduct(
  app: App,
  storeId: number,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const categoryId = overrides.categoryId ?? (await createCategory(app, 'Electronics')).id
  const insert = app.db
    .insert(products)
    .values({
      storeId,
      categoryId,
      name: `Product ${unique()}`,
      description: 'A product made for tests',
      price: 150_000,
      stock: 10,
      ...overrides,
    })
    .returning()
  return returnedRow(insert, 'product insert')
}
