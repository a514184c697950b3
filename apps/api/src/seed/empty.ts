import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { users } from '../db/schema/index.ts'

/**
 * Whether the database has no users yet, the one case the demo data is seeded into. Apart from
 * seed/demo.ts so that a start on a seeded database does not load the seed and its art.
 */
export async function isEmpty(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users)
  return (row?.count ?? 0) === 0
}
