import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { categories, users } from '../db/schema/index.ts'
import { hashPassword } from '../lib/password.ts'
import type { Storage } from '../plugins/storage.ts'
import { CATEGORIES } from './categories.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'

/** Seeds the demo catalogue into an empty database. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db, _storage: Storage): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users)
  if ((row?.count ?? 0) > 0) return false
  await db
    .insert(categories)
    .values([...CATEGORIES])
    .onConflictDoNothing()
  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      email: account.email,
      username: account.username,
      name: account.name,
      passwordHash: await hashPassword(account.password),
    })
  }
  return true
}
