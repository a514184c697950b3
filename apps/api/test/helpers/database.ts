import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openPostgres, type Database } from '../../src/db/client.ts'
import { openPglite } from '../../src/db/pglite/open.ts'
import { withDatabase } from './global-setup.ts'

/**
 * A fresh, migrated database for one test file: PGlite loaded from the prepared dump, or with
 * TEST_DATABASE_URL a new PostgreSQL database copied from the prepared template (isolated per run).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const template = inject('pgTemplate')
  if (serverUrl && template) return createOnServer(serverUrl, `TEMPLATE ${template}`)
  const dump = fs.readFileSync(inject('pgliteDump'))
  return openPglite(new Blob([dump]))
}

/** A database without any migration, for tests of the migrations themselves. */
export async function createEmptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  return serverUrl ? createOnServer(serverUrl, '') : openPglite()
}

/** A new database on the server (`from`: its TEMPLATE clause), dropped when closed. */
async function createOnServer(serverUrl: string, from: string): Promise<Database> {
  const name = `pasar_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} ${from}`)
  await admin.end()
  const database = openPostgres(withDatabase(serverUrl, name), 20)
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await untilDisconnected(cleanup, name)
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

/**
 * pool.end() resolves before the server has seen every connection go; dropping the database
 * WITH (FORCE) then would kill a closing connection, whose client reports it as an uncaught
 * error. Wait (bounded) until the server lists no session on the database.
 */
async function untilDisconnected(admin: pg.Client, database: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    )
    if (rows[0]?.n === 0) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
