import type { ProductOption } from '@pasar/shared'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { productImages, products, productVariants } from '../../db/schema/index.ts'

type Handle = Db | Tx

const storeProduct = (storeId: number, uuid: string) =>
  and(eq(products.storeId, storeId), eq(products.uuid, uuid), isNull(products.deletedAt))

/** A product of the store (not deleted, hidden or not): its id, or undefined. */
export async function findOwnedProductId(db: Handle, storeId: number, uuid: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(storeProduct(storeId, uuid))
  return row?.id
}

/** Any fixed number: the class of the advisory locks that serialise a product's variant edits. */
const VARIANT_EDITS_LOCK_CLASS = 101_501

/**
 * Serialises the edits of one product's variants until the transaction ends, taken before any
 * row lock (checkout never takes it): the edit after another locks the variants that one left,
 * not those it began with, and never adds a combination twice.
 */
export async function serialiseVariantEdits(tx: Tx, productId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${VARIANT_EDITS_LOCK_CLASS}, ${productId})`)
}

/**
 * Locks the product's live variants, by id: the first lock of every change of a product's
 * variants, as of a checkout (docs/decisions/1015-variants.md), so the two never wait crosswise.
 * NO KEY UPDATE, as checkout's: a checkout's new order lines hold KEY SHARE locks on the rows
 * they refer to, which FOR UPDATE would wait for while that checkout waits for the variants.
 */
export function lockLiveVariants(tx: Tx, productId: number) {
  return tx
    .select({
      id: productVariants.id,
      optionValues: productVariants.optionValues,
      weight: productVariants.weight,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.retiredAt)))
    .orderBy(asc(productVariants.id))
    .for('no key update')
}
export type LockedVariant = Awaited<ReturnType<typeof lockLiveVariants>>[number]

/** Locks the product row (after its variants), if it is not deleted: its weight and options. */
export async function lockProduct(tx: Tx, productId: number) {
  const [row] = await tx
    .select({ weight: products.weight, options: products.options })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .for('no key update')
  return row
}

/** The product's picture keys, in position order. */
export async function imageKeysOf(db: Handle, productId: number): Promise<string[]> {
  const rows = await db
    .select({ key: productImages.key })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position))
  return rows.map((row) => row.key)
}

export type VariantValues = Pick<
  typeof productVariants.$inferInsert,
  'sku' | 'price' | 'stock' | 'weight' | 'imageKey' | 'position'
>

export async function updateVariant(tx: Tx, id: number, values: Partial<VariantValues>) {
  await tx
    .update(productVariants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(productVariants.id, id))
}

export async function insertVariants(
  tx: Tx,
  productId: number,
  rows: Array<VariantValues & { optionValues: string[] }>,
) {
  if (rows.length === 0) return []
  return tx
    .insert(productVariants)
    .values(rows.map((row) => ({ ...row, productId })))
    .returning({
      id: productVariants.id,
      optionValues: productVariants.optionValues,
      price: productVariants.price,
    })
}

/** Retires variants: kept for the order lines, reviews and cart lines that name them. */
export async function retireVariants(tx: Tx, ids: number[]) {
  if (ids.length === 0) return
  await tx
    .update(productVariants)
    .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(productVariants.id, ids))
}

export async function setOptions(tx: Tx, productId: number, options: ProductOption[]) {
  await tx
    .update(products)
    .set({ options, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
}
