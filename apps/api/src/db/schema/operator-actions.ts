import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { identity, reference, timestampNow } from './columns.ts'
import { users } from './users.ts'

/**
 * Every operator action, append-only (a trigger refuses UPDATE and DELETE): who did what to
 * which target, why, and when (docs/decisions/0994-operator-audit.md). Owned by the audit module.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: identity(),
    operatorId: reference(() => users.id),
    action: text().notNull(),
    targetKind: text().notNull(),
    targetId: text().notNull(),
    reason: text(),
    details: jsonb()
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestampNow(),
  },
  (t) => [index('operator_actions_recent_idx').on(t.createdAt.desc(), t.id.desc())],
)
