// Products with options, written straight through the schema (docs/decisions/1015-variants.md):
// tests of the cart, checkout and orders do not depend on the seller's PUT …/variants route.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { App } from '../../src/app.ts'
import type { Db, Tx } from '../../src/db/client.ts'
import { products, productVariants } from '../../src/db/schema/index.ts'

type VariantRow = typeof productVariants.$inferSelect

/** The id of a product's live variant without options (every product's insert makes one). */
export async function soleVariantOf(db: Db | Tx, productId: number): Promise<number> {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.retiredAt)))
    .orderBy(asc(productVariants.id))
  if (!row) throw new Error(`product ${productId} has no live variant`)
  return row.id
}

export interface VariantSpec {
  optionValues: string[]
  price: number
  stock: number
  weight?: number
}

/**
 * Replaces a product's options and variants the way the seller's PUT does: its variants are
 * locked (id order), then the product; a live variant whose option values are listed again keeps
 * its id and takes the new figures, the others retire, and new combinations are inserted.
 * Answers the live variants in the order given. `tx` lets a test hold the locks. FOR NO KEY
 * UPDATE, the lock an update takes: FOR UPDATE also waits for the key-share locks a checkout's
 * new order lines hold on the product (foreign key) while that checkout waits for a variant, and
 * PostgreSQL ends the checkout as a deadlock.
 */
export async function replaceVariants(
  db: Db | Tx,
  productId: number,
  options: { name: string; values: string[] }[],
  specs: VariantSpec[],
): Promise<VariantRow[]> {
  const write = async (tx: Tx) => {
    const live = await tx
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), isNull(productVariants.retiredAt)))
      .orderBy(asc(productVariants.id))
      .for('no key update')
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('no key update')
    const key = (values: string[]) => JSON.stringify(values)
    const wanted = new Set(specs.map((spec) => key(spec.optionValues)))
    const gone = live.filter((variant) => !wanted.has(key(variant.optionValues)))
    if (gone.length > 0) {
      await tx
        .update(productVariants)
        .set({ retiredAt: new Date() })
        .where(
          inArray(
            productVariants.id,
            gone.map((variant) => variant.id),
          ),
        )
    }
    const rows: VariantRow[] = []
    for (const [position, spec] of specs.entries()) {
      const kept = live.find((variant) => key(variant.optionValues) === key(spec.optionValues))
      const figures = { ...spec, weight: spec.weight ?? 1000, position }
      const [row] = kept
        ? await tx
            .update(productVariants)
            .set(figures)
            .where(eq(productVariants.id, kept.id))
            .returning()
        : await tx
            .insert(productVariants)
            .values({ productId, ...figures })
            .returning()
      if (!row) throw new Error('variant not written')
      rows.push(row)
    }
    await tx.update(products).set({ options }).where(eq(products.id, productId))
    return rows
  }
  return db.transaction(write)
}

/** Gives a product options Warna × Ukuran with the listed variants (Rp 100.000, 5 each by default). */
export async function withSizes(
  app: App,
  productId: number,
  sizes: string[] = ['M', 'L', 'XL'],
  figures: Partial<VariantSpec> = {},
) {
  return replaceVariants(
    app.db,
    productId,
    [
      { name: 'Warna', values: ['Merah'] },
      { name: 'Ukuran', values: sizes },
    ],
    sizes.map((size) => ({ price: 100_000, stock: 5, ...figures, optionValues: ['Merah', size] })),
  )
}
