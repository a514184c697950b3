import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'

/** A table whose rows a job works through by status, stamping when each was last checked. */
type CheckedTable = PgTable & { id: PgColumn; status: PgColumn }

/**
 * Claims up to `batch` rows in `status` whose `checkedAt` column is empty or older than
 * `before` (the longest unchecked first) by stamping them with `now` in one statement: rows
 * another transaction holds are skipped, so two processes never check the same row in one round.
 * Answers the claimed rows.
 */
export async function claimDue<T extends CheckedTable>(
  db: Db,
  table: T,
  due: {
    status: string
    checkedAt: keyof T['$inferSelect'] & keyof T & string
    before: Date
    now: Date
    batch: number
  },
): Promise<T['$inferSelect'][]> {
  const checkedAt = table[due.checkedAt] as PgColumn
  const ids = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.status, due.status), or(isNull(checkedAt), lt(checkedAt, due.before))))
    .orderBy(sql`${checkedAt} NULLS FIRST`)
    .limit(due.batch)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(table)
    .set({ [due.checkedAt]: due.now } as PgUpdateSetSource<T>)
    .where(and(inArray(table.id, ids), eq(table.status, due.status)))
    .returning()
  return rows as T['$inferSelect'][]
}
