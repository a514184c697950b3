import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { prepareTransactionsOn } from './prepared-query.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The one database handle every repository takes: PGlite and node-postgres share this API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle; repositories accept `Db | Tx` to work inside and outside transactions. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * Applies pending migrations; safe when several API processes start together. On PGlite it
   * also refreshes stale planner statistics (PostgreSQL's autovacuum does that by itself).
   * `folder` is the project's migrations unless a test names an earlier copy of them.
   */
  migrate(folder?: string): Promise<void>
  /** On PGlite, which runs on the event loop: resolves when a request may start its work. */
  takeTurn?: () => Promise<void>
  /**
   * On PGlite, the only process on its data: calls `listener` with each notification on
   * `channel` committed here, before the commit returns to its caller. Answers a stop function.
   */
  listen?: (channel: string, listener: (payload: string) => void) => Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Drizzle's options and the migrations, shared by both databases. */
export const options = { schema, casing: 'snake_case' } as const
export const migrationsFolder = path.join(import.meta.dirname, 'migrations')
// Any fixed number: it serialises migrations across processes sharing one PostgreSQL.
const MIGRATION_LOCK = 7_262_001

export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max })
  // An idle connection the server closed (restart, fail-over, admin) leaves the pool; the next
  // query opens a fresh one. Without a listener, node-postgres would crash the process instead.
  pool.on('error', () => {})
  const db = drizzlePg({ client: pool, ...options }) as unknown as Db
  // Each transaction runs on a handle of the pooled connection it took: the hot statements of
  // every transaction on that connection are prepared once, there
  // (docs/decisions/0979-hot-statements-built-once.md).
  const handles = new WeakMap<pg.PoolClient, Db>()
  db.transaction = async (work, config) => {
    const client = await pool.connect()
    try {
      let handle = handles.get(client)
      if (!handle) {
        handle = drizzlePg({ client, ...options }) as unknown as Db
        handles.set(client, handle)
      }
      const own = handle
      return await own.transaction((tx) => {
        prepareTransactionsOn(tx, own)
        return work(tx)
      }, config)
    } finally {
      client.release()
    }
  }
  return {
    db,
    kind: 'postgres',
    async migrate(folder = migrationsFolder) {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
        await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm')
        await migratePg(drizzlePg({ client, ...options }), { migrationsFolder: folder })
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/** Cheap liveness check used by /healthz. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`)
}

export { schema }
