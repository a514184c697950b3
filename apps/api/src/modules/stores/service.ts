import type {
  CreateStoreInput,
  MyStore,
  PublicStore,
  Store,
  StoreRating,
  StoreAddress,
  StoreAddressFields,
  UpdateStoreInput,
} from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/http-error.ts'
import { isUniqueViolation } from '../../lib/pg-errors.ts'
import { setStoreOrigin, storeOrigin, storeOrigins } from '../addresses/store-origin.ts'
import type { StoreDeps, StoresToShip } from './deps.ts'
import { hiddenOf } from './moderation.ts'
import * as repo from './repository.ts'
import { slugCandidate, slugify, slugNumber } from './slug.ts'

const SLUG_ATTEMPTS = 8

export const storeNotFound = () => notFound('Store not found')

/** The owner's view of a store, with its full origin address (docs/decisions/0822). */
export function toStore(row: repo.StoreRow, address: StoreAddress | null): Store {
  return { id: row.id, name: row.name, slug: row.slug, description: row.description, address }
}

async function ownerView(db: Db, row: repo.StoreRow): Promise<Store> {
  return toStore(row, await storeOrigin(db, row.id))
}

/** Anyone's view of a store: of its origin only the city and province, never street or phone. */
export async function getStore({ db }: StoreDeps, slug: string): Promise<PublicStore> {
  const store = await repo.findStoreBySlug(db, slug)
  // A store hidden by an operator, or whose owner is suspended, is gone for shoppers
  // (docs/decisions/0991, 1006).
  if (!store || store.hiddenAt || store.ownerSuspendedAt) throw storeNotFound()
  const origin = await storeOrigin(db, store.id)
  return {
    ...toStore(store, null),
    address: origin ? { province: origin.province, city: origin.city } : null,
    city: origin?.city ?? null,
    sold: store.sold,
    rating: storeRating(store.ratingCount, store.ratingTotal),
    createdAt: store.createdAt.toISOString(),
  }
}

/** The tallies' stars as shoppers read them: no average without a review, one decimal. */
export function storeRating(count: number, total: number): StoreRating {
  return { average: count === 0 ? null : Math.round((total / count) * 10) / 10, count }
}

/** The owner's stores, each with how many of its orders wait to be shipped. */
export async function listMyStores(
  { db, storesToShip }: StoreDeps & { storesToShip: StoresToShip },
  userId: number,
): Promise<MyStore[]> {
  const rows = await repo.listStoresByOwner(db, userId)
  const ids = rows.map((row) => row.id)
  const [origins, toShip, hiddenProducts] = await Promise.all([
    storeOrigins(db, ids),
    storesToShip(db, ids),
    Promise.all(rows.map((row) => repo.hiddenProductsOfStore(db, row.id))),
  ])
  return rows.map((row, i) => ({
    ...toStore(row, origins.get(row.id) ?? null),
    toShip: toShip.get(row.id) ?? 0,
    hidden: hiddenOf(row),
    hiddenProducts: (hiddenProducts[i] ?? []).map((p) => ({
      uuid: p.uuid,
      name: p.name,
      at: p.hiddenAt?.toISOString() ?? '',
      reason: p.hiddenReason ?? '',
    })),
  }))
}

/**
 * Creates a store with a slug made from its name. The unique constraint decides who gets a slug
 * when several stores of the same name are created at once; the losers retry with a suffix.
 */
export async function createStore({ db }: StoreDeps, ownerId: number, input: CreateStoreInput) {
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
      return toStore(row, null)
    } catch (error) {
      if (!isUniqueViolation(error, 'stores_slug_unique')) throw error
    }
  }
  throw new Error(`no free slug for '${base}' after ${SLUG_ATTEMPTS} attempts`)
}

// The owner-only services below take the store `requireStoreOwner` (owner-guard.ts) checked.

/** Renames or re-describes a store; the slug never changes, so links keep working. */
export async function updateStore(
  { db }: StoreDeps,
  store: repo.StoreRow,
  input: UpdateStoreInput,
) {
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
  if (Object.keys(patch).length === 0) return ownerView(db, store)
  const row = await repo.updateStore(db, store.id, patch)
  if (!row) throw storeNotFound()
  return ownerView(db, row)
}

/** Sets where the store ships from. */
export async function setStoreAddress(
  { db }: StoreDeps,
  store: repo.StoreRow,
  fields: StoreAddressFields,
): Promise<Store> {
  return toStore(store, await setStoreOrigin(db, store.id, fields))
}

export async function deleteStore({ db }: StoreDeps, store: repo.StoreRow) {
  await db.transaction((tx) => repo.softDeleteStore(tx, store.id))
}
