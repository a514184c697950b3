import { sql, type Column } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client.ts'

/**
 * A Drizzle statement whose SQL is built once per database, with `sql.placeholder(name)` where its
 * values go (docs/decisions/0979-hot-statements-built-once.md). Drizzle builds a query's text
 * afresh at every call: in the order loop that was an eighth of the server's CPU. A statement
 * prepared with placeholders keeps its text, and each call only fills in the values.
 *
 * Outside a transaction the statement is built once for `db` and kept. Inside one it is built on
 * the transaction at each call, as any query there: a kept statement would run on the database
 * beside the transaction, not in it.
 */
export function builtOnce<P>(
  name: string,
  build: (db: Db | Tx) => { prepare(name: string): P },
): (db: Db | Tx) => P {
  const kept = new WeakMap<Db, P>()
  return (db) => {
    if (db instanceof PgTransaction) return build(db).prepare(name)
    let statement = kept.get(db)
    if (!statement) {
      statement = build(db).prepare(name)
      kept.set(db, statement)
    }
    return statement
  }
}

/** Where a statement built once takes the value `name` (`execute({ [name]: value })`). */
export const value = (name: string) => sql.placeholder(name)

/** `inArray` for a statement built once: `column` is one of the array given as `name`. */
export const oneOf = (column: Column, name: string) => sql`${column} = any(${value(name)})`
