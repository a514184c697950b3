import type { AreaCodes, CreateAddress, StoreAddressFields } from '@pasar/shared'
import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import { preparedQuery, oneOf, value } from '../../db/prepared-query.ts'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { addresses, storeAddresses, users } from '../../db/schema/index.ts'

type Handle = Db | Tx
export type AddressRow = typeof addresses.$inferSelect
export type StoreAddressRow = typeof storeAddresses.$inferSelect
/** The area as kept: its codes and the names the area list gives them. */
export type AreaValues = AreaCodes & {
  province: string
  city: string
  district: string
  village: string
}
type AddressValues = Omit<CreateAddress, 'isDefault' | keyof AreaCodes> &
  AreaValues & { isDefault: boolean }
export type StorePlaceValues = Omit<StoreAddressFields, keyof AreaCodes> & AreaValues

const owned = (userId: number, id: number) =>
  and(eq(addresses.userId, userId), eq(addresses.id, id))

/** Newest first: the order of the address book and of 'the newest remaining one'. */
const newestFirst = [desc(addresses.createdAt), desc(addresses.id)]

export function listAddresses(db: Handle, userId: number) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), ...newestFirst)
}

/**
 * Takes the user's row lock: every change to one address book runs one at a time, so the
 * count limit and the single default hold under concurrent requests.
 */
export async function lockAddressBook(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function countAddresses(tx: Tx, userId: number) {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))
  return row?.n ?? 0
}

// Read twice in the order loop: by the quote and by the order.
const ownAddress = preparedQuery('own_address', (db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, value('userId')), eq(addresses.id, value('id')))),
)

export async function findAddress(db: Handle, userId: number, id: number) {
  const [row] = await ownAddress(db).execute({ userId, id })
  return row
}

export async function clearDefault(tx: Tx, userId: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
}

export async function insertAddress(tx: Tx, userId: number, values: AddressValues) {
  return returnedRow(
    tx
      .insert(addresses)
      .values({ userId, ...values })
      .returning(),
    'address insert',
  )
}

export async function updateAddress(
  tx: Tx,
  userId: number,
  id: number,
  patch: Partial<AddressValues>,
) {
  const [row] = await tx
    .update(addresses)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(owned(userId, id))
    .returning()
  return row
}

export async function deleteAddress(tx: Tx, userId: number, id: number) {
  const [row] = await tx.delete(addresses).where(owned(userId, id)).returning()
  return row
}

/** Makes the newest address other than `exceptId` the default, if there is one. */
export async function promoteNewest(tx: Tx, userId: number, exceptId: number) {
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), ne(addresses.id, exceptId)))
    .orderBy(...newestFirst)
    .limit(1)
  if (!newest) return
  await tx
    .update(addresses)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(eq(addresses.id, newest.id))
}

export async function findStoreAddress(db: Handle, storeId: number) {
  const [row] = await db.select().from(storeAddresses).where(eq(storeAddresses.storeId, storeId))
  return row
}

// Read by every quote and every order.
const originsOf = preparedQuery('store_addresses_of', (db) =>
  db.select().from(storeAddresses).where(oneOf(storeAddresses.storeId, 'storeIds')),
)

/** Origin addresses of several stores in one query. */
export async function storeAddressesOf(db: Handle, storeIds: number[]) {
  if (storeIds.length === 0) return new Map<number, StoreAddressRow>()
  const rows = await originsOf(db).execute({ storeIds })
  return new Map(rows.map((row) => [row.storeId, row]))
}

export async function upsertStoreAddress(db: Handle, storeId: number, fields: StorePlaceValues) {
  const upsert = db
    .insert(storeAddresses)
    .values({ storeId, ...fields })
    .onConflictDoUpdate({
      target: storeAddresses.storeId,
      set: { ...fields, updatedAt: sql`now()` },
    })
    .returning()
  return returnedRow(upsert, 'store address upsert')
}
