import {
  ADDRESS_LIMIT_MESSAGE,
  ADDRESSES_PER_USER_MAX,
  type Address,
  type CreateAddress,
  type UpdateAddress,
} from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import { placeAreas } from '../areas/service.ts'
import * as repo from './repository.ts'
import { toStoreAddress } from './store-origin.ts'

export const ADDRESS_NOT_FOUND = 'Address not found'
export const KEEP_A_DEFAULT_MESSAGE =
  'An address book always has a default address: set another address as default instead.'

export function toAddress(row: repo.AddressRow): Address {
  return { id: row.id, label: row.label, ...toStoreAddress(row), isDefault: row.isDefault }
}

const AREA_FIELDS = ['provinceCode', 'cityCode', 'districtCode', 'villageCode'] as const

/**
 * A change that touches the area names all four levels: the ones it gives over the ones the
 * address has. An address typed before the area list has no codes, so its first change of area
 * picks every level.
 */
async function areaPatch(current: repo.AddressRow, input: UpdateAddress) {
  if (AREA_FIELDS.every((field) => input[field] === undefined)) return {}
  const pick = (field: (typeof AREA_FIELDS)[number]) => input[field] ?? current[field] ?? undefined
  return placeAreas({
    provinceCode: pick('provinceCode'),
    cityCode: pick('cityCode'),
    districtCode: pick('districtCode'),
    villageCode: pick('villageCode'),
  })
}

/** The user's addresses, the default first, then newest first. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await repo.listAddresses(db, userId)
  return rows.map(toAddress)
}

/** One of the user's addresses; someone else's is not found (docs/decisions/0820). */
export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const row = await repo.findAddress(db, userId, id)
  if (!row) throw notFound(ADDRESS_NOT_FOUND)
  return toAddress(row)
}

/**
 * Adds an address. The first one is the default whatever the request says; `isDefault: true`
 * moves the default to the new one. Refused past the limit.
 */
export async function createAddress(db: Db, userId: number, input: CreateAddress) {
  const { isDefault, label, provinceCode, cityCode, districtCode, villageCode, ...fields } = input
  const area = await placeAreas({ provinceCode, cityCode, districtCode, villageCode })
  return db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, userId)
    const existing = await repo.countAddresses(tx, userId)
    if (existing >= ADDRESSES_PER_USER_MAX) throw conflict(ADDRESS_LIMIT_MESSAGE)
    const makeDefault = existing === 0 || isDefault === true
    if (makeDefault) await repo.clearDefault(tx, userId)
    const row = await repo.insertAddress(tx, userId, {
      label: label ?? null,
      ...fields,
      ...area,
      isDefault: makeDefault,
    })
    return toAddress(row)
  })
}

/** Changes the given fields; `isDefault: true` moves the default here. */
export async function updateAddress(db: Db, userId: number, id: number, input: UpdateAddress) {
  const {
    isDefault,
    provinceCode: _p,
    cityCode: _c,
    districtCode: _d,
    villageCode: _v,
    ...rest
  } = input
  return db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, userId)
    const current = await repo.findAddress(tx, userId, id)
    if (!current) throw notFound(ADDRESS_NOT_FOUND)
    const patch = {
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(await areaPatch(current, input)),
    }
    if (isDefault === false && current.isDefault) throw conflict(KEEP_A_DEFAULT_MESSAGE)
    const becomesDefault = isDefault === true && !current.isDefault
    if (becomesDefault) await repo.clearDefault(tx, userId)
    if (!becomesDefault && Object.keys(patch).length === 0) return toAddress(current)
    const row = await repo.updateAddress(tx, userId, id, {
      ...patch,
      ...(becomesDefault ? { isDefault: true } : {}),
    })
    if (!row) throw notFound(ADDRESS_NOT_FOUND)
    return toAddress(row)
  })
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, userId)
    const deleted = await repo.deleteAddress(tx, userId, id)
    if (!deleted) throw notFound(ADDRESS_NOT_FOUND)
    if (deleted.isDefault) await repo.promoteNewest(tx, userId, id)
  })
}
