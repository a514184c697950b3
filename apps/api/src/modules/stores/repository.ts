import { and, count, desc, eq, isNotNull, inArray, isNull, like, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { categories, productImages, products, stores } from '../../db/schema/index.ts'

type Handle = Db | Tx
export type StoreRow = typeof stores.$inferSelect

const notDeleted = isNull(stores.deletedAt)

/**
 * Neither deleted, hidden by an operator, nor closed by its owner's suspension: a store shoppers
 * can open (docs/decisions/1006-suspended-owners-stores.md).
 */
const open = and(notDeleted, isNull(stores.hiddenAt), isNull(stores.ownerSuspendedAt))

export async function countOpenStores(db: Handle): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stores).where(open)
  return row?.n ?? 0
}

/** The open stores' slugs and last changes, oldest first, `limit` after the first `offset`. */
export function openStoreStamps(db: Handle, offset: number, limit: number) {
  return db
    .select({ slug: stores.slug, updatedAt: stores.updatedAt })
    .from(stores)
    .where(open)
    .orderBy(stores.id)
    .offset(offset)
    .limit(limit)
}

export async function findStoreBySlug(db: Handle, slug: string): Promise<StoreRow | undefined> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.slug, slug), notDeleted))
  return row
}

export function listStoresByOwner(db: Handle, ownerId: number) {
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.ownerId, ownerId), notDeleted))
    .orderBy(desc(stores.createdAt), desc(stores.id))
}

/** Every slug, deleted stores included, that is `base` or `base-<something>`. */
export async function slugsStartingWith(db: Handle, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: stores.slug })
    .from(stores)
    .where(or(eq(stores.slug, base), like(stores.slug, `${base}-%`)))
  return rows.map((r) => r.slug)
}

export async function insertStore(db: Handle, values: typeof stores.$inferInsert) {
  return returnedRow(db.insert(stores).values(values).returning(), 'store insert')
}

export async function updateStore(
  db: Handle,
  id: number,
  patch: Partial<Pick<StoreRow, 'name' | 'description'>>,
) {
  const [row] = await db
    .update(stores)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(stores.id, id), notDeleted))
    .returning()
  return row
}

/** Hides the store and every product of it (order lines keep their own name and price). */
export async function softDeleteStore(tx: Tx, id: number) {
  const now = sql`now()`
  await tx.update(stores).set({ deletedAt: now }).where(eq(stores.id, id))
  await tx
    .update(products)
    .set({ deletedAt: now })
    .where(and(eq(products.storeId, id), isNull(products.deletedAt)))
}

export async function findCategoryIdBySlug(db: Handle, slug: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
  return row?.id
}

export async function insertProductWithImages(
  tx: Tx,
  values: typeof products.$inferInsert,
  imageKeys: string[],
) {
  const row = await returnedRow(
    tx.insert(products).values(values).returning({ id: products.id, uuid: products.uuid }),
    'product insert',
  )
  await tx
    .insert(productImages)
    .values(imageKeys.map((key, position) => ({ productId: row.id, position, key })))
  return row.uuid
}

const storeProduct = (storeId: number, uuid: string) =>
  and(eq(products.storeId, storeId), eq(products.uuid, uuid), isNull(products.deletedAt))

export async function updateProduct(
  db: Handle,
  storeId: number,
  uuid: string,
  patch: Partial<
    Pick<typeof products.$inferInsert, 'name' | 'description' | 'weight' | 'categoryId'>
  >,
) {
  const [row] = await db
    .update(products)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(storeProduct(storeId, uuid))
    .returning({ uuid: products.uuid })
  return row?.uuid
}

const selectOwnedProductId = (db: Handle, storeId: number, uuid: string) =>
  db.select({ id: products.id }).from(products).where(storeProduct(storeId, uuid))

/** A product of the store (not deleted, hidden or not): its id, or undefined. */
export async function findOwnedProductId(db: Handle, storeId: number, uuid: string) {
  const [row] = await selectOwnedProductId(db, storeId, uuid)
  return row?.id
}

/** Locks a product of the store (not deleted) for an edit of its pictures: its id, or undefined. */
export async function lockOwnedProduct(tx: Tx, storeId: number, uuid: string) {
  const [row] = await selectOwnedProductId(tx, storeId, uuid).for('update')
  return row?.id
}

/** The image keys of a product, in position order. */
export async function imageKeysOf(db: Handle, productId: number): Promise<string[]> {
  const rows = await db
    .select({ key: productImages.key })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(productImages.position)
  return rows.map((r) => r.key)
}

/**
 * Replaces a product's pictures by `keys`, in that order; the product row's `updated_at` moves
 * too, so the catalogue's kept answers are dropped at the commit.
 */
export async function replaceImageKeys(tx: Tx, productId: number, keys: string[]) {
  await tx.delete(productImages).where(eq(productImages.productId, productId))
  await tx.insert(productImages).values(keys.map((key, position) => ({ productId, position, key })))
  await tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.id, productId))
}

/** The store's products (not deleted; hidden ones too), newest first: the owner's list. */
export function ownedProductsWhere(storeId: number) {
  return and(eq(products.storeId, storeId), isNull(products.deletedAt))
}

/** The hiding of each of the given products an operator hid, by id. */
export async function hidingOf(db: Handle, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, { at: string; reason: string }>()
  const rows = await db
    .select({ id: products.id, at: products.hiddenAt, reason: products.hiddenReason })
    .from(products)
    .where(and(inArray(products.id, productIds), isNotNull(products.hiddenAt)))
  return new Map(rows.map((r) => [r.id, { at: r.at?.toISOString() ?? '', reason: r.reason ?? '' }]))
}

export async function countOwnedProducts(db: Handle, storeId: number) {
  const [row] = await db.select({ n: count() }).from(products).where(ownedProductsWhere(storeId))
  return row?.n ?? 0
}

export async function softDeleteProduct(db: Handle, storeId: number, uuid: string) {
  const rows = await db
    .update(products)
    .set({ deletedAt: sql`now()` })
    .where(storeProduct(storeId, uuid))
    .returning({ id: products.id })
  return rows.length > 0
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The operator console's stores (not deleted), newest first, with their product counts. */
export async function pageOfStoresForAdmin(
  db: Handle,
  q: string | undefined,
  page: number,
  limit: number,
) {
  const where = and(
    notDeleted,
    q
      ? or(
          sql`lower(${stores.name}) LIKE ${likePattern(q)}`,
          sql`${stores.slug} LIKE ${likePattern(q)}`,
        )
      : undefined,
  )
  const [rows, totals] = await Promise.all([
    db
      .select({
        store: stores,
        products: sql<number>`(SELECT count(*) FROM products p WHERE p.store_id = "stores"."id" AND p.deleted_at IS NULL)::int`,
      })
      .from(stores)
      .where(where)
      .orderBy(desc(stores.createdAt), desc(stores.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(stores).where(where),
  ])
  return { rows, total: totals[0]?.total ?? 0 }
}

/** The operator console's products (not deleted, of stores not deleted), newest first. */
export async function pageOfProductsForAdmin(
  db: Handle,
  q: string | undefined,
  page: number,
  limit: number,
) {
  const where = and(
    isNull(products.deletedAt),
    notDeleted,
    q
      ? or(
          sql`lower(${products.name}) LIKE ${likePattern(q)}`,
          sql`${products.uuid}::text = ${q.toLowerCase()}`,
          sql`lower(${stores.name}) LIKE ${likePattern(q)}`,
        )
      : undefined,
  )
  const [rows, totals] = await Promise.all([
    db
      .select({ product: products, store: stores, category: categories.name })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where),
  ])
  return { rows, total: totals[0]?.total ?? 0 }
}

/**
 * Hiding (a reason) or showing again (null) a store or a product: the columns to set, and the
 * condition that the row is not already so (then the update changes no row).
 */
function hiding(table: typeof stores | typeof products, reason: string | null) {
  return reason === null
    ? { set: { hiddenAt: null, hiddenReason: null }, notYet: isNotNull(table.hiddenAt) }
    : { set: { hiddenAt: sql`now()`, hiddenReason: reason }, notYet: isNull(table.hiddenAt) }
}

/**
 * Hides (reason) or shows again (null) a store that is not deleted and not already in that state;
 * the row, or undefined. The catalogue's triggers move its counts and version at once.
 */
export async function setStoreHidden(db: Handle, slug: string, reason: string | null) {
  const { set, notYet } = hiding(stores, reason)
  const [row] = await db
    .update(stores)
    .set(set)
    .where(and(eq(stores.slug, slug), notDeleted, notYet))
    .returning()
  return row
}

/**
 * Closes (suspended) or opens again every store of an owner, in the caller's transaction: the
 * catalogue's triggers move its counts and version at the commit (docs/decisions/1006).
 */
export function setOwnerStoresSuspended(db: Handle, ownerId: number, suspended: boolean) {
  return db
    .update(stores)
    .set({ ownerSuspendedAt: suspended ? sql`now()` : null })
    .where(eq(stores.ownerId, ownerId))
}

/** As setStoreHidden, for a product (not deleted) by uuid; the product row and its store. */
export async function setProductHidden(db: Handle, uuid: string, reason: string | null) {
  const { set, notYet } = hiding(products, reason)
  const [row] = await db
    .update(products)
    .set(set)
    .where(and(eq(products.uuid, uuid), isNull(products.deletedAt), notYet))
    .returning()
  return row
}

export async function findStoreById(db: Handle, id: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, id))
  return row
}

export interface StoreName {
  name: string
  slug: string
}

/** The name and slug of each store asked for, deleted and hidden ones included. */
export async function storeNamesByIds(
  db: Handle,
  ids: readonly number[],
): Promise<Map<number, StoreName>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: stores.id, name: stores.name, slug: stores.slug })
    .from(stores)
    .where(inArray(stores.id, [...new Set(ids)]))
  return new Map(rows.map(({ id, ...names }) => [id, names]))
}

/**
 * A store's name in a map of names. Stores are never erased (deleting one hides it), so a store
 * that a row names is always found; the empty name only satisfies the type.
 */
export function storeNameIn(names: ReadonlyMap<number, StoreName>, storeId: number): StoreName {
  return names.get(storeId) ?? { name: '', slug: '' }
}

export async function findProductByUuid(db: Handle, uuid: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.uuid, uuid), isNull(products.deletedAt)))
  return row
}

/** The store's products an operator hid (not deleted), for its owner's dashboard. */
export function hiddenProductsOfStore(db: Handle, storeId: number) {
  return db
    .select({
      uuid: products.uuid,
      name: products.name,
      hiddenAt: products.hiddenAt,
      hiddenReason: products.hiddenReason,
    })
    .from(products)
    .where(
      and(eq(products.storeId, storeId), isNull(products.deletedAt), isNotNull(products.hiddenAt)),
    )
    .orderBy(desc(products.hiddenAt))
}

/** Stores created per day (Asia/Jakarta) since `since`: the console's new sellers. */
export function storesCreatedByDay(db: Handle, since: Date) {
  return db
    .select({
      date: sql<string>`to_char(${stores.createdAt} AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(stores)
    .where(sql`${stores.createdAt} >= ${since.toISOString()}`)
    .groupBy(sql`1`)
}
