import type { App } from '../../src/app.ts'
import type { products } from '../../src/db/schema/index.ts'
import {
  createCategory,
  createProduct,
  createStore,
  createUser,
  type TestUser,
} from '../helpers/builders.ts'
import { ensureStoreOrigin } from '../helpers/checkout.ts'

export const OPERATOR_EMAIL = 'operator@example.com'
export const OPERATOR_ENV = { ADMIN_EMAILS: OPERATOR_EMAIL, AUTH_RATE_LIMIT_MAX: '1000' }

/** The operator of these tests (a user whose email is in ADMIN_EMAILS). */
export async function operatorOf(app: App): Promise<TestUser> {
  return createUser(app, { email: OPERATOR_EMAIL })
}

/** Calls an admin route as the given user; answers status and JSON body. */
export async function call(
  app: App,
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload }),
  })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked against the OpenAPI document
  const body = res.json() as Record<string, any>
  return { status: res.statusCode, body, raw: res.body }
}

/** The latest audit entries. */
export async function auditOf(app: App, operator: TestUser) {
  const { body } = await call(app, operator, 'GET', '/api/v1/admin/audit?limit=100')
  return body.data as {
    action: string
    operator: { id: number; email: string }
    target: { kind: string; id: string; label: string }
    reason: string | null
    details: Record<string, unknown>
  }[]
}

/**
 * A store of the seller's (with an origin) in its own category, selling one product named
 * `${label} <an unusual word>`, so a search for the word finds only it.
 */
export async function storeSellingOne(
  app: App,
  sellerId: number,
  label: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const store = await createStore(app, sellerId)
  await ensureStoreOrigin(app, store.id)
  const word = `${label.toLowerCase()}${Math.random().toString(36).slice(2, 8)}`
  const category = await createCategory(app, `${label} ${word}`)
  const product = await createProduct(app, store.id, {
    name: `${label} ${word}`,
    categoryId: category.id,
    ...overrides,
  })
  return { store, category, product, word }
}

/** Whether shoppers find the product in the listing, in its category's count and in search. */
export async function inCatalogue(
  app: App,
  s: { word: string; category: { slug: string }; product: { id: number } },
) {
  const get = (url: string) => app.inject({ method: 'GET', url })
  const listing = (await get('/api/v1/products?limit=100')).json()
  const category = (await get(`/api/v1/products/category/${s.category.slug}`)).json()
  const search = (await get(`/api/v1/products/search?query=${s.word}`)).json()
  return {
    inListing: listing.data.some((p: { id: number }) => p.id === s.product.id),
    categoryCount: category.pagination.totalItems as number,
    inSearch: search.data.some((g: { products: { id: number }[] }) =>
      g.products.some((p) => p.id === s.product.id),
    ),
  }
}
