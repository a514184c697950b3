import {
  createProductSchema,
  IMAGES_REQUIRED_MESSAGE,
  type InterfaceLanguage,
  type OwnedProduct,
  type Product,
  type StoreListQuery,
  type UpdateProductInput,
} from '@pasar/shared'
import { badRequest } from '../../lib/http-error.ts'
import { listCatalogPage } from '../catalog/index.ts'
import type { StoreDeps } from './deps.ts'
import { ownedProduct, productNotFound } from './owned-products.ts'
import type { ProductForm } from './product-form.ts'
import { deleteImages, storeImages } from './product-images.ts'
import * as repo from './repository.ts'

/** A store's listing: the catalogue's, in the asked order and price range (ADR 0970). */
export async function listStoreProducts(
  { db, storage }: StoreDeps,
  slug: string,
  query: StoreListQuery,
  language: InterfaceLanguage = 'en',
) {
  const { data, pagination } = await listCatalogPage(
    { db, storage },
    { ...query, storeSlug: slug },
    language,
  )
  const { snapshot: _snapshot, ...rest } = pagination
  return { data, pagination: rest }
}

/**
 * Creates a product from the multipart form. The images are stored first and the product and its
 * image rows are inserted in one transaction afterwards; if anything fails, the stored files are
 * deleted, so there is never a half product nor an orphan file.
 */
export async function createProduct(
  deps: StoreDeps,
  store: repo.StoreRow,
  form: ProductForm,
): Promise<Product> {
  const input = createProductSchema.parse(form.fields)
  if (form.images.length === 0) {
    throw badRequest(IMAGES_REQUIRED_MESSAGE, [
      { path: 'images', message: IMAGES_REQUIRED_MESSAGE },
    ])
  }
  const { db, storage } = deps
  const categoryId = await categoryIdOrThrow(deps, input.category)
  const keys = await storeImages(storage, form.images)
  let uuid: string
  try {
    uuid = await db.transaction((tx) =>
      repo.insertProductWithImages(
        tx,
        {
          storeId: store.id,
          categoryId,
          name: input.name,
          description: input.description,
          price: input.price,
          stock: input.stock,
          weight: input.weight,
        },
        keys,
      ),
    )
  } catch (error) {
    await deleteImages(storage, keys)
    throw error
  }
  // As its owner sees it: a product of a store an operator hid is still theirs.
  return ownedProduct(deps, store, uuid)
}

/**
 * Changes a product of the store `requireStoreOwner` (owner-guard.ts) checked — one an operator
 * hid too — and answers it as its owner sees it (docs/decisions/1009).
 */
export async function updateProduct(
  deps: StoreDeps,
  store: repo.StoreRow,
  uuid: string,
  input: UpdateProductInput,
): Promise<OwnedProduct> {
  const { category, ...fields } = input
  const patch: Parameters<typeof repo.updateProduct>[3] = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  )
  if (category !== undefined) {
    patch.categoryId = await categoryIdOrThrow(deps, category)
  }
  const updated =
    Object.keys(patch).length === 0
      ? uuid
      : await repo.updateProduct(deps.db, store.id, uuid, patch)
  if (!updated) throw productNotFound()
  return ownedProduct(deps, store, uuid)
}

async function categoryIdOrThrow({ db }: StoreDeps, slug: string) {
  const categoryId = await repo.findCategoryIdBySlug(db, slug)
  if (categoryId === undefined) {
    const message = 'Category not found'
    throw badRequest(message, [{ path: 'category', message }])
  }
  return categoryId
}

/** Deletes a product of the store `requireStoreOwner` (owner-guard.ts) checked. */
export async function deleteProduct({ db }: StoreDeps, store: repo.StoreRow, uuid: string) {
  if (!(await repo.softDeleteProduct(db, store.id, uuid))) throw productNotFound()
}
