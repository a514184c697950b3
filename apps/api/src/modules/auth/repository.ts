import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

type Conn = Db | Tx
export type UserRow = typeof users.$inferSelect

export async function findUserById(db: Conn, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** Emails are unique regardless of case (users_email_lower_key). */
export async function findUserByEmail(db: Conn, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
  return row
}

export async function findUserByUsername(db: Conn, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
  return row
}

export async function findUserByGoogleSub(db: Conn, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub))
  return row
}

export async function insertUser(db: Conn, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  if (!row) throw new Error('user insert returned nothing')
  return row
}

export async function updateUser(
  db: Conn,
  id: number,
  values: Partial<Pick<UserRow, 'name' | 'picture' | 'passwordHash' | 'googleSub'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return row
}
