import { WISHLIST_MAX, type InterfaceLanguage } from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { toProducts } from '../catalog/index.ts'
import * as repo from './repository.ts'

export interface WishlistDeps {
  db: Db
  storage: Storage
}

export const WISHLIST_FULL = `Your wishlist can hold at most ${WISHLIST_MAX} products. Remove some to save more.`

/**
 * The user's saved products as listings show them (current price and stock), newest saved first.
 * A product deleted since (or whose store closed) drops out: its page is gone, and the shopper
 * has nothing to buy there (docs/decisions/0976-wishlist.md).
 */
export async function listWishlist(
  { db, storage }: WishlistDeps,
  userId: number,
  language: InterfaceLanguage = 'en',
) {
  const rows = await repo.selectSavedProducts(db, userId)
  return toProducts(db, storage, rows, language)
}

/** Saves a product; saving it again changes nothing (PUT is idempotent). */
export async function saveProduct({ db }: WishlistDeps, userId: number, productId: number) {
  await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId)
    if (!(await repo.isVisibleProduct(tx, productId))) throw notFound('Product not found')
    if (await repo.isSaved(tx, userId, productId)) return
    if ((await repo.countSaved(tx, userId)) >= WISHLIST_MAX) throw conflict(WISHLIST_FULL)
    await repo.insertItem(tx, userId, productId)
  })
}

/** Removes a product from the list; removing one that is not there is not an error. */
export async function removeProduct({ db }: WishlistDeps, userId: number, productId: number) {
  await repo.deleteItem(db, userId, productId)
}
