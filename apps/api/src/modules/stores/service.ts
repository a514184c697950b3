import type { CreateStoreInput, Store, UpdateStoreInput } from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { forbidden, notFound } from '../../lib/http-error.ts'
import { isUniqueViolation } from '../../lib/pg-errors.ts'
import * as repo from './repository.ts'
import { slugCandidate, slugify, slugNumber } from './slug.ts'

const SLUG_ATTEMPTS = 8

export const storeNotFound = () => notFound('Store not found')

export function toStore(row: repo.StoreRow): Store {
  return { id: row.id, name: row.name, slug: row.slug, description: row.description }
}

/**
 * The one ownership check (DESIGN §5.7): the store behind `slug` if `userId` owns it;
 * 404 when it does not exist or was deleted, 403 when it belongs to someone else.
 */
export async function requireOwnedStore(db: Db, slug: string, userId: number) {
  const store = await repo.findStoreBySlug(db, slug)
  if (!store) throw storeNotFound()
  if (store.ownerId !== userId) throw forbidden('You do not own this store.')
  return store
}

export async function getStore(db: Db, slug: string): Promise<Store> {
  const store = await repo.findStoreBySlug(db, slug)
  if (!store) throw storeNotFound()
  return toStore(store)
}

export async function listMyStores(db: Db, userId: number): Promise<Store[]> {
  const rows = await repo.listStoresByOwner(db, userId)
  return rows.map(toStore)
}

/**
 * Creates a store with a slug made from its name. The unique constraint decides who gets a slug
 * when several stores of the same name are created at once; the losers retry with a suffix.
 */
export async function createStore(db: Db, ownerId: number, input: CreateStoreInput) {
  const base = slugify(input.name)
  let highest = 1
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    if (attempt > 0) {
      const taken = await repo.slugsStartingWith(db, base)
      highest = Math.max(1, ...taken.map((s) => slugNumber(base, s) ?? 0))
    }
    const slug = slugCandidate(base, attempt, highest)
    try {
      const row = await repo.insertStore(db, { ownerId, slug, ...input })
      return toStore(row)
    } catch (error) {
      if (!isUniqueViolation(error, 'stores_slug_unique')) throw error
    }
  }
  throw new Error(`no free slug for '${base}' after ${SLUG_ATTEMPTS} attempts`)
}

/** Renames or re-describes a store; the slug never changes, so links keep working. */
export async function updateStore(db: Db, slug: string, userId: number, input: UpdateStoreInput) {
  const store = await requireOwnedStore(db, slug, userId)
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
  if (Object.keys(patch).length === 0) return toStore(store)
  const row = await repo.updateStore(db, store.id, patch)
  if (!row) throw storeNotFound()
  return toStore(row)
}

export async function deleteStore(db: Db, slug: string, userId: number) {
  const store = await requireOwnedStore(db, slug, userId)
  await db.transaction((tx) => repo.softDeleteStore(tx, store.id))
}
