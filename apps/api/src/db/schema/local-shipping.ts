import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The local shipping twin's waybill registry (docs/decisions/0801): when the twin first saw each
 * parcel. Tracking answers are computed from this instant, so every API process sharing the
 * database tells the same story. Never used with a real shipping provider.
 */
export const localShippingWaybills = pgTable(
  'local_shipping_waybills',
  {
    courierCode: text().notNull(),
    waybill: text().notNull(),
    registeredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.courierCode, t.waybill] })],
)
