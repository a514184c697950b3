import type { Address, StoreAddress, StoreAddressFields } from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { placeAreas } from '../areas/service.ts'
import * as repo from './repository.ts'

/**
 * A store's origin address: where its parcels ship from (docs/decisions/0822). The stores module
 * puts it in the store shape; checkout reads it for shipping quotes.
 */
/** The place of a buyer's address or a store's origin: who receives, where, and the area codes. */
export type Place = Omit<Address, 'id' | 'label' | 'isDefault'>

export function toStoreAddress(row: repo.StoreAddressRow | repo.AddressRow): Place & StoreAddress {
  return {
    recipientName: row.recipientName,
    phone: row.phone,
    province: row.province,
    city: row.city,
    district: row.district,
    village: row.village,
    postalCode: row.postalCode,
    street: row.street,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    districtCode: row.districtCode,
    villageCode: row.villageCode,
  }
}

export async function storeOrigin(db: Db, storeId: number): Promise<StoreAddress | null> {
  const row = await repo.findStoreAddress(db, storeId)
  return row ? toStoreAddress(row) : null
}

/** The origins of several stores in one query, by store id (stores without one are absent). */
export async function storeOrigins(db: Db, storeIds: number[]) {
  const rows = await repo.storeAddressesOf(db, storeIds)
  return new Map([...rows].map(([id, row]) => [id, toStoreAddress(row)]))
}

/**
 * Sets or replaces a store's origin address, its areas checked against the area list. The caller
 * has checked the store's owner.
 */
export async function setStoreOrigin(db: Db, storeId: number, fields: StoreAddressFields) {
  const { provinceCode, cityCode, districtCode, villageCode, ...rest } = fields
  const area = await placeAreas({ provinceCode, cityCode, districtCode, villageCode })
  return toStoreAddress(await repo.upsertStoreAddress(db, storeId, { ...rest, ...area }))
}
