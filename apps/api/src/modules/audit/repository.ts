import { count, desc } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { operatorActions } from '../../db/schema/index.ts'

type Handle = Db | Tx
export type OperatorActionRow = typeof operatorActions.$inferSelect

/** Records one operator action (append-only: a trigger refuses UPDATE and DELETE). */
export async function insertAction(
  db: Handle,
  values: Omit<typeof operatorActions.$inferInsert, 'id' | 'createdAt'>,
): Promise<OperatorActionRow> {
  return returnedRow(
    db.insert(operatorActions).values(values).returning(),
    'operator action insert',
  )
}

/** A page of the audit, newest first. */
export async function pageOfActions(db: Handle, page: number, limit: number) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(operatorActions)
      .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(operatorActions),
  ])
  return { rows, total: totals[0]?.total ?? 0 }
}
