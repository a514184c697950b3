import type { Db } from '../../db/client.ts'
import { countsByStatus } from './repository.ts'

/**
 * How many store orders each store has waiting to be shipped (the seller dashboard's store
 * cards, docs/decisions/0860-stores-to-ship.md). The stores module asks through this, never
 * the store-order tables.
 */
export async function storesToShip(db: Db, storeIds: number[]): Promise<Map<number, number>> {
  const counts = await countsByStatus(db, storeIds)
  return new Map([...counts].map(([storeId, byStatus]) => [storeId, byStatus.TO_SHIP]))
}
