import path from 'node:path'
import type { Config } from '../config.ts'
import { openPglite, openPostgres, type Database } from './client.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { refreshPlannerStatistics } from './planner-statistics.ts'

/**
 * Opens the configured database (PGlite under DATA_DIR by default), applies migrations and, on
 * PGlite, refreshes stale planner statistics.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openEmbedded(config.dataDir)
  try {
    await database.migrate()
    // PostgreSQL's autovacuum keeps statistics fresh; PGlite has none (docs/decisions/0203).
    if (database.kind === 'pglite') await refreshPlannerStatistics(database.db)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

async function openEmbedded(dataDir: string): Promise<Database> {
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
