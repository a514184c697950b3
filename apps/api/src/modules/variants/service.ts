import type { OwnedProduct, ReplaceVariantsInput } from '@pasar/shared'
import type { Tx } from '../../db/client.ts'
import { badRequest, type FieldError } from '../../lib/http-error.ts'
import {
  ownedProduct,
  productNotFound,
  type ProductFigures,
  type StoreDeps,
  type StoreRow,
} from '../stores/index.ts'
import * as repo from './repository.ts'

// A product's options and variants, as its owner changes them (docs/decisions/1015-variants.md).

export const IMAGE_INDEX_MESSAGE = 'Picture must be one of the product’s'
export const HAS_VARIANTS_MESSAGE = 'This product has variants: change prices and stock in Variants'

const keyOf = (optionValues: readonly string[]) => JSON.stringify(optionValues)

/**
 * Waits for any other edit of the product's variants, then locks its live variants and its row
 * (checkout's order): the variants and the product's weight and options, or 404 when the store
 * has no such product.
 */
async function lockOwned(tx: Tx, storeId: number, uuid: string) {
  const productId = await repo.findOwnedProductId(tx, storeId, uuid)
  if (productId === undefined) throw productNotFound()
  await repo.serialiseVariantEdits(tx, productId)
  const variants = await repo.lockLiveVariants(tx, productId)
  const product = await repo.lockProduct(tx, productId)
  if (!product) throw productNotFound()
  return { productId, variants, product }
}

/** 400 with a field error on each `imageIndex` that is not one of the `count` pictures. */
function checkImageIndexes(input: ReplaceVariantsInput, count: number) {
  const errors: FieldError[] = input.variants.flatMap((variant, i) =>
    variant.imageIndex !== undefined && variant.imageIndex >= count
      ? [{ path: `variants.${i}.imageIndex`, message: IMAGE_INDEX_MESSAGE }]
      : [],
  )
  if (errors.length > 0) throw badRequest(IMAGE_INDEX_MESSAGE, errors)
}

/**
 * Replaces a product's options and variants, in one transaction: a variant whose option values
 * are unchanged keeps its id, new combinations are added, those gone are retired (never deleted),
 * and the variants take the body's order. Answers the product as its owner sees it.
 */
export async function replaceVariants(
  deps: StoreDeps,
  store: StoreRow,
  uuid: string,
  input: ReplaceVariantsInput,
): Promise<OwnedProduct> {
  await deps.db.transaction(async (tx) => {
    const { productId, variants, product } = await lockOwned(tx, store.id, uuid)
    const imageKeys = await repo.imageKeysOf(tx, productId)
    checkImageIndexes(input, imageKeys.length)
    const live = new Map(variants.map((variant) => [keyOf(variant.optionValues), variant]))
    const added: Parameters<typeof repo.insertVariants>[2] = []
    for (const [position, variant] of input.variants.entries()) {
      const kept = live.get(keyOf(variant.optionValues))
      live.delete(keyOf(variant.optionValues))
      const values = {
        sku: variant.sku ?? null,
        price: variant.price,
        stock: variant.stock,
        weight: variant.weight ?? kept?.weight ?? product.weight,
        imageKey: variant.imageIndex === undefined ? null : (imageKeys[variant.imageIndex] ?? null),
        position,
      }
      if (kept) await repo.updateVariant(tx, kept.id, values)
      else added.push({ ...values, optionValues: variant.optionValues })
    }
    await repo.insertVariants(tx, productId, added)
    await repo.retireVariants(
      tx,
      [...live.values()].map((variant) => variant.id),
    )
    await repo.setOptions(tx, productId, input.options)
  })
  return ownedProduct(deps, store, uuid)
}

/**
 * The seller's edit of a product's price, stock or weight (PATCH …/products/{uuid}), in the
 * caller's transaction: written to its sole variant, whose trigger keeps the product's figures;
 * a product with options is a 400 on each field given, as its variants carry them.
 */
export async function writeProductFigures(
  tx: Tx,
  storeId: number,
  uuid: string,
  figures: ProductFigures,
): Promise<void> {
  const { variants, product } = await lockOwned(tx, storeId, uuid)
  const [sole] = variants
  if (product.options.length > 0 || !sole || variants.length > 1) {
    const errors = Object.keys(figures).map((path) => ({ path, message: HAS_VARIANTS_MESSAGE }))
    throw badRequest(HAS_VARIANTS_MESSAGE, errors)
  }
  await repo.updateVariant(tx, sole.id, figures)
}
