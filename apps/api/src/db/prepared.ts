import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Db } from './client.ts'
import { simpleQuery } from './pglite-simple-query.ts'

/**
 * A read statement parsed and planned once per connection, then executed by name: the hot
 * catalogue reads spend more time planning than running (docs/decisions/0203). `text` uses
 * `$1…$n`, each with a cast so the parameter types are known when it is prepared.
 */
export interface PreparedStatement {
  name: string
  text: string
}

export type PreparedParam = number | string | boolean | null | readonly string[] | readonly number[]

export function definePrepared(name: string, text: string): PreparedStatement {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid statement name ${name}`)
  return { name, text }
}

/** Runs a prepared statement on the database behind `db` (PGlite or a node-postgres pool). */
export async function runPrepared<T>(
  db: Db,
  statement: PreparedStatement,
  params: readonly PreparedParam[],
): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client
  if (client instanceof PGlite) return runOnPglite<T>(client, statement, params)
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    // node-postgres prepares a named statement once per pooled connection and reuses it.
    const result = await client.query({
      name: statement.name,
      text: statement.text,
      values: [...params] as unknown[],
    })
    return result.rows as T[]
  }
  throw new Error('runPrepared needs the PGlite or node-postgres database handle')
}

const done = new WeakMap<PGlite, Map<string, Promise<void>>>()

/** `work` run once per client and key; forgotten if it fails, so a later call tries again. */
function once(client: PGlite, key: string, work: () => Promise<void>): Promise<void> {
  let keys = done.get(client)
  if (!keys) {
    keys = new Map()
    done.set(client, keys)
  }
  let promise = keys.get(key)
  if (!promise) {
    const forget = keys
    promise = work()
    keys.set(key, promise)
    promise.catch(() => forget.delete(key))
  }
  return promise
}

function prepareOnce(client: PGlite, statement: PreparedStatement): Promise<void> {
  return once(client, `prepare ${statement.name}`, async () => {
    // EXECUTE's arguments are inlined as literals, which assume standard_conforming_strings.
    await once(client, 'check literals', async () => {
      const { rows } = await client.query<{ on: string }>('SELECT current_setting($1) AS on', [
        'standard_conforming_strings',
      ])
      if (rows[0]?.on !== 'on') throw new Error('standard_conforming_strings must be on')
    })
    await client.exec(`PREPARE ${statement.name} AS ${statement.text}`)
  })
}

/**
 * PGlite's `query` parses and plans every call and its protocol takes six calls into WASM; a
 * simple-query `EXECUTE` of a prepared statement takes one and reuses the plan. Settings apply
 * to this statement only (SET LOCAL ends with the implicit transaction): the generic plan is
 * forced, since the planner cannot cost `LIMIT $1` as cheaply as a literal and would re-plan
 * every call; and sequential scans are avoided where an index exists, since in PGlite even a
 * one-page table's scan asks the file system for the table's size, a system call each time.
 */
const PGLITE_SETTINGS =
  'SET LOCAL plan_cache_mode = force_generic_plan; SET LOCAL enable_seqscan = off;'

async function runOnPglite<T>(
  client: PGlite,
  statement: PreparedStatement,
  params: readonly PreparedParam[],
): Promise<T[]> {
  await prepareOnce(client, statement)
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : ''
  return simpleQuery<T>(client, `${PGLITE_SETTINGS} EXECUTE ${statement.name}${args}`)
}

/** An SQL literal for EXECUTE's arguments (standard_conforming_strings is checked to be on). */
export function literal(value: PreparedParam): string {
  if (value === null) return 'NULL'
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`)
    return String(value)
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new TypeError('text cannot hold a NUL character')
    return `'${value.replaceAll("'", "''")}'`
  }
  return value.length === 0 ? `'{}'` : `ARRAY[${value.map((v) => literal(v)).join(', ')}]`
}

/** The generic plan PGlite runs for the statement with these parameters (EXPLAIN EXECUTE). */
export async function explainPrepared(
  db: Db,
  statement: PreparedStatement,
  params: readonly PreparedParam[],
): Promise<string[]> {
  const client = (db as unknown as { $client?: unknown }).$client
  if (!(client instanceof PGlite)) throw new Error('explainPrepared needs PGlite')
  await prepareOnce(client, statement)
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : ''
  const results = await client.exec(`${PGLITE_SETTINGS} EXPLAIN EXECUTE ${statement.name}${args}`)
  return (results.at(-1)?.rows ?? []).map((row) =>
    String((row as Record<string, unknown>)['QUERY PLAN']),
  )
}
