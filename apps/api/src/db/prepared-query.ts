import { sql, type Column, type Placeholder } from 'drizzle-orm'
import type { Db, Tx } from './client.ts'

/**
 * A Drizzle statement whose SQL is built once per database handle, with `sql.placeholder(name)`
 * where its values go (docs/decisions/0979-hot-statements-built-once.md). Drizzle builds a
 * query's text afresh at every call: in the order loop that was an eighth of the server's CPU. A
 * statement prepared with placeholders keeps its text, and each call only fills in the values.
 *
 * Only Drizzle's public API: the statement is prepared with `.prepare(name)` on the handle it is
 * given and kept for that handle. Outside a transaction that is the database, so it is built
 * once. A transaction is a handle of its own: its statements are built on it, run in it and
 * go with it, and each is built once however often the transaction runs it — unless the
 * database said where its transactions' statements are prepared (`prepareTransactionsOn`):
 * on PGlite, one handle runs every statement in the transaction open at the time, so they
 * are built once for all transactions; on PostgreSQL, a handle per pooled connection runs
 * the transactions of that connection, so they are built once per connection.
 */
export function preparedQuery<P extends object>(
  name: string,
  build: (db: Db | Tx) => { prepare(name: string): P },
): (db: Db | Tx) => P {
  const kept = new WeakMap<Db | Tx, P>()
  return (db) => {
    const handle = statementHandles.get(db) ?? db
    let statement = kept.get(handle)
    if (!statement) {
      statement = build(handle).prepare(name)
      kept.set(handle, statement)
    }
    return statement
  }
}

/** Per transaction, the handle its statements are prepared on, when that is not itself. */
const statementHandles = new WeakMap<Db | Tx, Db>()

/**
 * `preparedQuery`'s statements for transaction `tx` are prepared on `handle`, which runs them in
 * the transaction open at the time: for a database that opens one transaction at a time.
 */
export function prepareTransactionsOn(tx: Tx, handle: Db): void {
  statementHandles.set(tx, handle)
}

/**
 * `preparedQuery` for a statement whose shape depends on a count (an insert of `count` rows): one
 * statement per count up to `kept`; a larger count is built at each call.
 */
export function preparedQueryPerCount<P extends object>(
  name: string,
  kept: number,
  build: (db: Db | Tx, count: number) => { prepare(name: string): P },
): (db: Db | Tx, count: number) => P {
  const byCount = Array.from({ length: kept + 1 }, (_, count) =>
    preparedQuery(`${name}_${count}`, (db) => build(db, count)),
  )
  return (db, count) => byCount[count]?.(db) ?? build(db, count).prepare(`${name}_${count}`)
}

/**
 * Row `index` of an insert built per count: each key takes the value `<key><index>`, as
 * `numberedRows` names them.
 */
export const numberedRow = <K extends string>(keys: readonly K[], index: number) =>
  Object.fromEntries(keys.map((key) => [key, value(`${key}${index}`)])) as Record<K, Placeholder>

/** The values of the rows of an insert built per count, named as `numberedRow` names them. */
export function numberedRows(rows: readonly Record<string, unknown>[]): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  rows.forEach((row, index) => {
    for (const [key, rowValue] of Object.entries(row)) values[`${key}${index}`] = rowValue
  })
  return values
}

/** Where a statement built once takes the value `name` (`execute({ [name]: value })`). */
export const value = (name: string) => sql.placeholder(name)

/** An update's `set` value taken from `name` (Drizzle's `set` takes no placeholder itself). */
export const assigned = (name: string) => sql`${value(name)}`

/** `inArray` for a statement built once: `column` is one of the array given as `name`. */
export const oneOf = (column: Column, name: string) => sql`${column} = any(${value(name)})`
