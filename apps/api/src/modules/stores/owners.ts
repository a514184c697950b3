import { eq, inArray } from 'drizzle-orm'
import type { Language } from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { stores, users } from '../../db/schema/index.ts'

/** A store with its owner as mail reaches them (name, email, chosen language). */
export interface StoreWithOwner {
  id: number
  name: string
  slug: string
  owner: { id: number; name: string; email: string; language: Language | null }
}

/**
 * Each asked-for store with its owner, deleted and hidden ones included: the operator's payouts
 * hold the owner's name against the account holder's, and mails about a store go to its owner.
 */
export async function storesWithOwners(
  db: Db | Tx,
  ids: readonly number[],
): Promise<Map<number, StoreWithOwner>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      ownerId: users.id,
      ownerName: users.name,
      email: users.email,
      language: users.language,
    })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(inArray(stores.id, [...new Set(ids)]))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        owner: { id: row.ownerId, name: row.ownerName, email: row.email, language: row.language },
      },
    ]),
  )
}
