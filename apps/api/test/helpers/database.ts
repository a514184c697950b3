import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts'
import { withDatabase } from './global-setup.ts'

/**
 * A fresh, migrated database for one test file: PGlite loaded from the prepared dump, or with
 * TEST_DATABASE_URL a new PostgreSQL database copied from the prepared template (isolated per run).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const template = inject('pgTemplate')
  if (serverUrl && template) {
    const name = `pasar_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
    await admin.end()
    const database = openPostgres(withDatabase(serverUrl, name), 20)
    return {
      ...database,
      async close() {
        await database.close()
        const cleanup = new pg.Client({ connectionString: serverUrl })
        await cleanup.connect()
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await cleanup.end()
      },
    }
  }
  const dump = fs.readFileSync(inject('pgliteDump'))
  return openPglite(new Blob([dump]))
}
