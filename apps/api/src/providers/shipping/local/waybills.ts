import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { localShippingWaybills } from '../../../db/schema/index.ts'

/**
 * When the twin first saw this parcel: registers it at `now` on its first tracking request and
 * returns the registered instant ever after. One statement, so processes sharing the database
 * agree on the first registration (docs/decisions/0801).
 */
export async function registeredAt(
  db: Db,
  courierCode: string,
  waybill: string,
  now: Date,
): Promise<Date> {
  const [row] = await db
    .insert(localShippingWaybills)
    .values({ courierCode, waybill, registeredAt: now })
    .onConflictDoUpdate({
      target: [localShippingWaybills.courierCode, localShippingWaybills.waybill],
      // A no-op update so the existing row comes back through RETURNING.
      set: { registeredAt: sql`${localShippingWaybills.registeredAt}` },
    })
    .returning({ registeredAt: localShippingWaybills.registeredAt })
  if (!row) throw new Error('waybill registration returned no row')
  return row.registeredAt
}
