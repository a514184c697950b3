import { integer, timestamp, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core'

// Column shapes most tables share. Each builds exactly the column it replaces, so the schema (and
// what drizzle-kit generates from it) is the same as when they were written out.

/** The surrogate key most tables have: an integer the database counts up. */
export const identity = () => integer().primaryKey().generatedAlwaysAsIdentity()

/** A required link to another table's row by its id, e.g. `reference(() => users.id)`. */
export const reference = (column: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(column, actions)

/** A moment (with its time zone) the database sets when the row is written: createdAt, … */
export const timestampNow = () => timestamp({ withTimezone: true }).notNull().defaultNow()
