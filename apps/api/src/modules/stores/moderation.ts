import type { AdminProduct, AdminStore, Hidden } from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import * as repo from './repository.ts'

// What the operator console asks of stores and products (docs/decisions/0991-hidden-by-an-
// operator.md). Hiding sets `hidden_at`/`hidden_reason`; the catalogue's one visibility rule
// (catalog/visibility.ts) and its triggers take the row out of listings, counts and search.

type Handle = Db | Tx

const hiddenOf = (row: { hiddenAt: Date | null; hiddenReason: string | null }): Hidden =>
  row.hiddenAt && row.hiddenReason !== null
    ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason }
    : null

/** What the admin module needs to tell the owner: the store and its owner's id. */
export interface ModeratedTarget {
  id: number
  name: string
  ownerId: number
  store: { id: number; name: string; slug: string }
}

export async function storesForAdmin(
  db: Handle,
  q: string | undefined,
  page: number,
  limit: number,
) {
  const { rows, total } = await repo.pageOfStoresForAdmin(db, q, page, limit)
  return {
    total,
    rows: rows.map(({ store, products }) => ({
      ownerId: store.ownerId,
      view: {
        id: store.id,
        name: store.name,
        slug: store.slug,
        products,
        createdAt: store.createdAt.toISOString(),
        hidden: hiddenOf(store),
        ownerSuspended: store.ownerSuspendedAt !== null,
      } satisfies Omit<AdminStore, 'owner'>,
    })),
  }
}

/**
 * A suspension closes every store of the user, and lifting it opens them again, in the
 * suspension's transaction (docs/decisions/1006-suspended-owners-stores.md).
 */
export async function setOwnerSuspended(tx: Tx, ownerId: number, suspended: boolean) {
  await repo.setOwnerStoresSuspended(tx, ownerId, suspended)
}

export async function productsForAdmin(
  db: Handle,
  q: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: AdminProduct[]; total: number }> {
  const { rows, total } = await repo.pageOfProductsForAdmin(db, q, page, limit)
  return {
    total,
    rows: rows.map(({ product, store, category }) => ({
      id: product.id,
      uuid: product.uuid,
      name: product.name,
      price: product.price,
      stock: product.stock,
      category,
      store: { name: store.name, slug: store.slug },
      createdAt: product.createdAt.toISOString(),
      hidden: hiddenOf(product),
    })),
  }
}

const STORE_NOT_FOUND = 'Store not found'
const PRODUCT_NOT_FOUND = 'Product not found'

/** Hides (reason) or shows again (null) a store; 404 unknown or deleted, 409 already so. */
export async function setStoreHiddenBy(
  tx: Tx,
  slug: string,
  reason: string | null,
): Promise<ModeratedTarget & { hidden: Hidden }> {
  const row = await repo.setStoreHidden(tx, slug, reason)
  if (!row) {
    if (!(await repo.findStoreBySlug(tx, slug))) throw notFound(STORE_NOT_FOUND)
    throw conflict(reason === null ? 'This store is not hidden.' : 'This store is already hidden.')
  }
  return {
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    store: { id: row.id, name: row.name, slug: row.slug },
    hidden: hiddenOf(row),
  }
}

/** Hides (reason) or shows again (null) a product by uuid; 404 unknown or deleted, 409 already so. */
export async function setProductHiddenBy(
  tx: Tx,
  uuid: string,
  reason: string | null,
): Promise<ModeratedTarget & { uuid: string; hidden: Hidden }> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) {
    throw notFound(PRODUCT_NOT_FOUND)
  }
  const row = await repo.setProductHidden(tx, uuid, reason)
  if (!row) {
    if (!(await repo.findProductByUuid(tx, uuid))) throw notFound(PRODUCT_NOT_FOUND)
    throw conflict(
      reason === null ? 'This product is not hidden.' : 'This product is already hidden.',
    )
  }
  const store = await repo.findStoreById(tx, row.storeId)
  if (!store) throw notFound(STORE_NOT_FOUND)
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    ownerId: store.ownerId,
    store: { id: store.id, name: store.name, slug: store.slug },
    hidden: hiddenOf(row),
  }
}

/** New stores per day since `since` (the console's figures), as a map of YYYY-MM-DD → count. */
export async function newStoresByDay(db: Handle, since: Date): Promise<Map<string, number>> {
  const rows = await repo.storesCreatedByDay(db, since)
  return new Map(rows.map((row) => [row.date, row.count]))
}

export { hiddenOf }
