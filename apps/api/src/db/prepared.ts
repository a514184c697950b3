import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Db } from './client.ts'
import { explainOnPglite, runOnPglite } from './pglite/prepared.ts'

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

/** The generic plan PGlite runs for the statement with these parameters (the bench prints it). */
export async function explainPrepared(
  db: Db,
  statement: PreparedStatement,
  params: readonly PreparedParam[],
): Promise<string[]> {
  const client = (db as unknown as { $client?: unknown }).$client
  if (!(client instanceof PGlite)) throw new Error('explainPrepared needs PGlite')
  return explainOnPglite(client, statement, params)
}
