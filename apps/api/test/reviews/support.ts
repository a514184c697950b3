import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../src/app.ts'
import { products, stores } from '../../src/db/schema/index.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { imagesForm, type FormFile } from '../helpers/forms.ts'
import { createShop, paidOrder, shipAndReceive, type Shop } from '../fulfilment/fixtures.ts'
import { image } from '../stores/support.ts'
import { getOrder } from '../orders/shop.ts'

export { image }

export interface CompletedLine {
  buyer: TestUser
  shop: Shop
  orderId: number
  storeOrderId: number
  orderItemId: number
}

/** A buyer's paid order from one shop, shipped by the seller and received by the buyer. */
export async function completedLine(
  app: App,
  shop?: Shop,
  buyer?: TestUser,
  complete = true,
): Promise<CompletedLine> {
  const theShop = shop ?? (await createShop(app, 40_000, 50))
  const theBuyer = buyer ?? (await createUser(app, { name: 'Budi Santoso' }))
  const order = await paidOrder(app, theBuyer, [{ shop: theShop }])
  const storeOrderId = order.storeOrderIds[0] as number
  if (complete) await shipAndReceive(app, theShop, theBuyer, order.orderId, storeOrderId)
  const detail = await getOrder(app, theBuyer, order.orderId)
  expect(detail.statusCode, detail.body).toBe(200)
  const orderItemId = detail.json().data.storeOrders[0].orderItems[0].id as number
  return { buyer: theBuyer, shop: theShop, orderId: order.orderId, storeOrderId, orderItemId }
}

/** The multipart body of POST /api/v1/reviews. */
export function reviewForm(fields: Record<string, string>, files: FormFile[] = []): FormData {
  return imagesForm(fields, files, 'photo')
}

/** The review form of a completed line: its order item, then these fields, and any photos. */
export function lineReview(
  line: Pick<CompletedLine, 'orderItemId'>,
  fields: Record<string, string>,
  files: FormFile[] = [],
): FormData {
  return reviewForm({ orderItemId: String(line.orderItemId), ...fields }, files)
}

export function postReview(app: App, user: TestUser, form: FormData) {
  return app.inject({ method: 'POST', url: '/api/v1/reviews', headers: user.auth, payload: form })
}

/** The product's and the store's rating tallies as the database holds them. */
export async function tallies(app: App, shop: Shop) {
  const [product] = await app.db
    .select({ count: products.ratingCount, total: products.ratingTotal })
    .from(products)
    .where(eq(products.id, shop.product.id))
  const [store] = await app.db
    .select({ count: stores.ratingCount, total: stores.ratingTotal })
    .from(stores)
    .where(eq(stores.id, shop.store.id))
  return { product, store }
}

export async function catalogueVersion(app: App): Promise<number> {
  const result = await app.db.execute<{ version: string }>(
    sql`SELECT version FROM catalogue_version WHERE id = 1`,
  )
  const rows = (result as unknown as { rows: { version: string }[] }).rows
  return Number(rows[0]?.version)
}

export async function productUuid(app: App, shop: Shop): Promise<string> {
  const [row] = await app.db
    .select({ uuid: products.uuid })
    .from(products)
    .where(eq(products.id, shop.product.id))
  if (!row) throw new Error('no product')
  return row.uuid
}
