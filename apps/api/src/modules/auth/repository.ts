import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { preparedQuery, value } from '../../db/prepared-query.ts'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { users } from '../../db/schema/index.ts'

type Conn = Db | Tx
export type UserRow = typeof users.$inferSelect

/** The one user `where` picks (a unique key), or undefined. */
async function findUserWhere(db: Conn, where: SQL): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(where)
  return row
}

export const findUserById = (db: Conn, id: number) => findUserWhere(db, eq(users.id, id))

/** Emails are unique regardless of case (users_email_lower_key); usernames too. */
export const findUserByEmail = (db: Conn, email: string) =>
  findUserWhere(db, sql`lower(${users.email}) = lower(${email})`)

export const findUserByUsername = (db: Conn, username: string) =>
  findUserWhere(db, sql`lower(${users.username}) = lower(${username})`)

export const findUserByGoogleSub = (db: Conn, sub: string) =>
  findUserWhere(db, eq(users.googleSub, sub))

export async function insertUser(db: Conn, values: typeof users.$inferInsert): Promise<UserRow> {
  return returnedRow(db.insert(users).values(values).returning(), 'user insert')
}

export async function updateUser(
  db: Conn,
  id: number,
  values: Partial<Pick<UserRow, 'name' | 'picture' | 'passwordHash' | 'googleSub' | 'language'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return row
}

/** The suspension of a user, or undefined when not suspended (or unknown). */
// Asked on every signed-in request (plugins/auth.ts).
const suspension = preparedQuery('auth_suspension', (db) =>
  db
    .select({ suspendedAt: users.suspendedAt, suspendedReason: users.suspendedReason })
    .from(users)
    .where(and(eq(users.id, value('id')), isNotNull(users.suspendedAt))),
)

export async function suspensionOf(db: Conn, id: number) {
  const [row] = await suspension(db).execute({ id })
  return row
}

/**
 * Sets a suspension on a user not suspended, or lifts one; returns the row, or undefined when the
 * user is unknown or already in that state (of two concurrent calls, one gets the row).
 */
export async function setSuspension(db: Conn, id: number, reason: string | null) {
  const [row] = await db
    .update(users)
    .set(
      reason === null
        ? { suspendedAt: null, suspendedReason: null, updatedAt: sql`now()` }
        : { suspendedAt: sql`now()`, suspendedReason: reason, updatedAt: sql`now()` },
    )
    .where(
      and(
        eq(users.id, id),
        reason === null ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt),
      ),
    )
    .returning()
  return row
}

/** A page of users whose name, email or username holds `q` (any case), newest first. */
export async function pageOfUsers(db: Conn, q: string | undefined, page: number, limit: number) {
  const pattern = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  const where = pattern
    ? or(
        sql`lower(${users.name}) LIKE ${pattern}`,
        sql`lower(${users.email}) LIKE ${pattern}`,
        sql`lower(${users.username}) LIKE ${pattern}`,
      )
    : undefined
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(users).where(where),
  ])
  return { rows, total: totals[0]?.total ?? 0 }
}

export async function usersByIds(db: Conn, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, ids))
}
