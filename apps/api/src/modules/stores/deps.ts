import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Db, Tx } from '../../db/client.ts'
import type { Storage } from '../../providers/storage/port.ts'

/**
 * What the stores module's services use, passed as one object like every module's deps
 * (docs/architecture.md#api-layers, docs/decisions/0761-uniform-modules.md).
 */
export interface StoreDeps {
  db: Db
  storage: Storage
  /** For what goes wrong after an answer is settled (old pictures not removed). */
  log?: Pick<FastifyBaseLogger, 'warn'>
}

/** The stores deps from the app's decorations, read per request so a replaced one is seen. */
export function storeDeps(app: FastifyInstance): StoreDeps {
  return { db: app.db, storage: app.storage, log: app.log }
}

/**
 * How many of each store's orders wait to be shipped (docs/decisions/0860-stores-to-ship.md).
 * Fulfilment answers it; app.ts hands it to the store routes, so stores never import fulfilment.
 */
export type StoresToShip = (db: Db, storeIds: number[]) => Promise<Map<number, number>>

/** A product's price, stock and weight as the seller's product edit gives them. */
export type ProductFigures = Partial<Record<'price' | 'stock' | 'weight', number>>

/**
 * Writes a product's figures to its sole variant in the caller's transaction, locking its
 * variants before its row; 400 for a product with options (docs/decisions/1015-variants.md).
 * The variants module answers it; app.ts hands it to the store routes, so stores never import
 * variants.
 */
export type WriteProductFigures = (
  tx: Tx,
  storeId: number,
  uuid: string,
  figures: ProductFigures,
) => Promise<void>

/** What app.ts gives the store routes when it registers them. */
export interface StoreRouteOptions {
  storesToShip: StoresToShip
  writeProductFigures: WriteProductFigures
}
