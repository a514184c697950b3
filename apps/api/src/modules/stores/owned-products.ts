import {
  IMAGES_ON_EDIT_MAX,
  IMAGES_ON_EDIT_MAX_MESSAGE,
  IMAGES_REQUIRED_MESSAGE,
  KEEP_UNKNOWN_MESSAGE,
  type InterfaceLanguage,
  type OwnedProduct,
  type OwnedProductPage,
} from '@pasar/shared'
import { and, desc, eq } from 'drizzle-orm'
import { products } from '../../db/schema/index.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { imageUrl } from '../../lib/product-images.ts'
import { selectProductDetails, toProductDetails } from '../catalog/index.ts'
import type { StoreDeps } from './deps.ts'
import { deleteImages, storeImages } from './product-images.ts'
import * as repo from './repository.ts'

// What a seller sees and edits of their own products (docs/decisions/1009-sellers-edit-everything.md):
// hidden ones too, each with the operator's reason; the catalogue's visibility rule is not theirs.

export const productNotFound = () => notFound('Product not found')

async function withHiding(
  deps: StoreDeps,
  rows: Awaited<ReturnType<typeof selectRows>>,
  language: InterfaceLanguage = 'en',
) {
  const [views, hiding] = await Promise.all([
    toProductDetails(deps.db, deps.storage, rows, language),
    repo.hidingOf(
      deps.db,
      rows.map((r) => r.id),
    ),
  ])
  return views.map((p): OwnedProduct => ({ ...p, hidden: hiding.get(p.id) ?? null }))
}

function selectRows(deps: StoreDeps, storeId: number, page: number, limit: number) {
  return selectProductDetails(deps.db)
    .where(repo.ownedProductsWhere(storeId))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset((page - 1) * limit)
}

/** The owner's list of a store's products, newest first, hidden ones included. */
export async function listOwnedProducts(
  deps: StoreDeps,
  store: repo.StoreRow,
  page: number,
  limit: number,
  language: InterfaceLanguage = 'en',
): Promise<OwnedProductPage> {
  const [rows, totalItems] = await Promise.all([
    selectRows(deps, store.id, page, limit),
    repo.countOwnedProducts(deps.db, store.id),
  ])
  const totalPages = Math.ceil(totalItems / limit)
  return {
    data: await withHiding(deps, rows, language),
    pagination: { currentPage: page, hasNextPage: page < totalPages, totalPages, totalItems },
  }
}

/** One product of the store as its owner sees it (hidden or not); 404 when not theirs. */
export async function ownedProduct(
  deps: StoreDeps,
  store: repo.StoreRow,
  uuid: string,
): Promise<OwnedProduct> {
  const rows = await selectProductDetails(deps.db).where(
    and(repo.ownedProductsWhere(store.id), eq(products.uuid, uuid)),
  )
  const [product] = await withHiding(deps, rows)
  if (!product) throw productNotFound()
  return product
}

/** The keys of the kept URLs, in their order; 400 on `keep` for a URL that is not one of them. */
function keptKeys(current: string[], keep: string[], storage: StoreDeps['storage']) {
  const byUrl = new Map(current.map((key) => [imageUrl(storage, key), key]))
  const kept: string[] = []
  for (const url of keep) {
    const key = byUrl.get(url)
    if (key === undefined || kept.includes(key)) throw picturesRefused(KEEP_UNKNOWN_MESSAGE, 'keep')
    kept.push(key)
  }
  return kept
}

const picturesRefused = (message: string, path = 'images') =>
  badRequest(message, [{ path, message }])

/**
 * Replaces a product's pictures: `keep` (URLs of its current pictures, in their new order) and
 * then the new files, 1 to IMAGES_ON_EDIT_MAX in all. New files are stored first; the rows are
 * replaced in one transaction; the files no longer used are removed after the commit (and the
 * new ones if the transaction fails), so no answer ever points at a missing file.
 */
export async function replaceProductImages(
  deps: StoreDeps,
  store: repo.StoreRow,
  uuid: string,
  form: { keep: string[]; images: Buffer[] },
): Promise<OwnedProduct> {
  const { db, storage } = deps
  const productId = await repo.findOwnedProductId(db, store.id, uuid)
  if (productId === undefined) throw productNotFound()
  const total = form.keep.length + form.images.length
  if (total === 0) throw picturesRefused(IMAGES_REQUIRED_MESSAGE)
  if (total > IMAGES_ON_EDIT_MAX) throw picturesRefused(IMAGES_ON_EDIT_MAX_MESSAGE)
  // A keep that is not one of the product's pictures is refused before any file is stored.
  keptKeys(await repo.imageKeysOf(db, productId), form.keep, storage)
  const added = await storeImages(storage, form.images)
  let dropped: string[]
  try {
    dropped = await db.transaction(async (tx) => {
      // Read again under the product row's lock: a concurrent edit or deletion is seen here.
      if ((await repo.lockOwnedProduct(tx, store.id, uuid)) === undefined) throw productNotFound()
      const current = await repo.imageKeysOf(tx, productId)
      const kept = keptKeys(current, form.keep, storage)
      await repo.replaceImageKeys(tx, productId, [...kept, ...added])
      return current.filter((key) => !kept.includes(key))
    })
  } catch (error) {
    await deleteImages(storage, added)
    throw error
  }
  // After the commit: a failure leaves unused files behind, never a picture that is missing.
  await deleteImages(storage, dropped).catch((error: unknown) => {
    deps.log?.warn({ err: error, keys: dropped }, 'old product pictures were not removed')
  })
  return ownedProduct(deps, store, uuid)
}
