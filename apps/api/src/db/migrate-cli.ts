// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { ConfigError, loadConfig } from '../config.ts'
import { DataDirLockedError } from './pglite/data-dir-lock.ts'
import { openConfiguredDatabase } from './open.ts'

try {
  const config = loadConfig()
  const database = await openConfiguredDatabase(config)
  await database.close()
  process.stdout.write(`Migrations applied (${database.kind}).\n`)
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError
  process.stderr.write(`${known ? error.message : String(error)}\n`)
  process.exit(1)
}
