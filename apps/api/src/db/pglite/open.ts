import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder, options, type Database, type Db } from '../client.ts'
import { refreshPlannerStatistics } from '../planner-statistics.ts'
import { prepareTransactionsOn } from '../prepared-query.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { listenOnPglite } from './notifications.ts'
import { nextTurn } from './scheduler.ts'
import { wireClient } from './wire-client.ts'

/** The database port on a PGlite client (docs/architecture.md, Database). */
export function fromPglite(client: PGlite): Database {
  // Drizzle's statements go through the wire client (docs/decisions/0967-pglite-wire-client.md);
  // `$client` stays the PGlite itself, for the catalogue's prepared statements (prepared.ts).
  const wire = wireClient(client)
  const handle = drizzle({ client: wire as unknown as PGlite, ...options })
  handle.$client = client
  const db = handle as unknown as Db
  // PGlite opens one transaction at a time, and the wire client gives every transaction the same
  // client: the hot statements of all transactions are prepared once, on a handle of that client
  // (docs/decisions/0979-hot-statements-built-once.md).
  const inTransaction = drizzle({ client: wire.inTransaction as unknown as PGlite, ...options })
  const transaction = db.transaction.bind(db)
  db.transaction = (work, config) =>
    transaction((tx) => {
      prepareTransactionsOn(tx, inTransaction as unknown as Db)
      return work(tx)
    }, config)
  return {
    db,
    kind: 'pglite',
    async migrate(folder = migrationsFolder) {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm')
      await migrate(handle, { migrationsFolder: folder })
      // PGlite has no autovacuum (docs/decisions/0203).
      await refreshPlannerStatistics(db)
    },
    takeTurn: nextTurn,
    listen: (channel, listener) => listenOnPglite(client, channel, listener),
    close: () => client.close(),
  }
}

/** PGlite on a data directory, or in memory from a dump made by `dumpDataDir`. */
export async function openPglite(source?: string | Blob): Promise<Database> {
  const client =
    typeof source === 'string'
      ? new PGlite(source, { extensions: { pg_trgm } })
      : new PGlite({ extensions: { pg_trgm }, ...(source ? { loadDataDir: source } : {}) })
  await client.waitReady
  return fromPglite(client)
}

/** PGlite under DATA_DIR, which no other process may open at the same time. */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir)
  try {
    const database = await openPglite(path.join(dataDir, 'pgdata'))
    return {
      ...database,
      async close() {
        await database.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}
