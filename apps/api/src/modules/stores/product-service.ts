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
import type { ProductFigures, StoreDeps, WriteProductFigures } from './deps.ts'
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
 * hid too — and answers it as its owner sees it (docs/decisions/1009). Its price and stock are
 * its sole variant's, written first (the variants before the product row, as checkout locks
 * them); a product with options refuses them (docs/decisions/1015-variants.md).
 */
export async function updateProduct(
  deps: StoreDeps & { writeProductFigures: WriteProductFigures },
  store: repo.StoreRow,
  uuid: string,
  input: UpdateProductInput,
): Promise<OwnedProduct> {
  const { category, price, stock, weight, ...texts } = input
  const figures: ProductFigures = Object.fromEntries(
    Object.entries({ price, stock, weight }).filter(([, v]) => v !== undefined),
  )
  const patch: Parameters<typeof repo.updateProduct>[3] = Object.fromEntries(
    Object.entries(texts).filter(([, v]) => v !== undefined),
  )
  // The product's own weight is shown with it; its sole variant has it already.
  if (weight !== undefined) patch.weight = weight
  if (category !== undefined) {
    patch.categoryId = await categoryIdOrThrow(deps, category)
  }
  await deps.db.transaction(async (tx) => {
    if (Object.keys(figures).length > 0) {
      await deps.writeProductFigures(tx, store.id, uuid, figures)
    }
    if (Object.keys(patch).length === 0) return
    if (!(await repo.updateProduct(tx, store.id, uuid, patch))) throw productNotFound()
  })
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
