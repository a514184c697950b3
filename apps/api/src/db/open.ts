import path from 'node:path'
import type { Config } from '../config.ts'
import { openPglite, openPostgres, type Database } from './client.ts'
import { lockDataDir } from './data-dir-lock.ts'

/** Opens the configured database (PGlite under DATA_DIR by default) and applies migrations. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openEmbedded(config.dataDir)
  try {
    await database.migrate()
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
