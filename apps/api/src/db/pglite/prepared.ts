import type { PGlite } from '@electric-sql/pglite'
import type { PreparedParam, PreparedStatement } from '../prepared.ts'
import { simpleQuery } from './simple-query.ts'

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
 * PGlite's `query` parses and plans every call; one simple query `EXECUTE` reuses the plan of a
 * statement prepared once (docs/decisions/0203, measured again in 0996). The settings apply to
 * this call only (SET LOCAL ends with the implicit transaction of one simple query): the
 * generic plan is forced, since the planner cannot cost `LIMIT $1` as cheaply as a literal and
 * would re-plan every call; and sequential scans are avoided where an index exists, since in
 * PGlite even a one-page table's scan asks the file system for the table's size. Without them
 * a listing page costs three times as much (0996).
 */
const SETTINGS = 'SET LOCAL plan_cache_mode = force_generic_plan; SET LOCAL enable_seqscan = off;'

/** `EXECUTE name(literals…)` with this call's settings. */
function execute(statement: PreparedStatement, params: readonly PreparedParam[]): string {
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : ''
  return `${SETTINGS} EXECUTE ${statement.name}${args}`
}

/** The rows of a prepared statement on PGlite, never inside another caller's transaction. */
export async function runOnPglite<T>(
  client: PGlite,
  statement: PreparedStatement,
  params: readonly PreparedParam[],
): Promise<T[]> {
  await prepareOnce(client, statement)
  return simpleQuery<T>(client, execute(statement, params))
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
export async function explainOnPglite(
  client: PGlite,
  statement: PreparedStatement,
  params: readonly PreparedParam[],
): Promise<string[]> {
  await prepareOnce(client, statement)
  const results = await client.exec(
    execute(statement, params).replace('EXECUTE', 'EXPLAIN EXECUTE'),
  )
  return (results.at(-1)?.rows ?? []).map((row) =>
    String((row as Record<string, unknown>)['QUERY PLAN']),
  )
}
