import type { Config } from '../config.ts'
import { openPostgres, type Database } from './client.ts'
import { openEmbedded } from './pglite/open.ts'

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
