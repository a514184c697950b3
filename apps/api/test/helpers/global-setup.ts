import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import { openPostgres } from '../../src/db/client.ts'
import { openPglite } from '../../src/db/pglite/open.ts'

const cacheDir = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/pasar')

/**
 * Prepares one migrated database that every test file starts from, so no file pays for initdb
 * or migrations: a PGlite data dump, and with TEST_DATABASE_URL a template database on the server.
 */
export default async function setup(project: TestProject) {
  fs.mkdirSync(cacheDir, { recursive: true })
  const dumpFile = path.join(cacheDir, `test-db-${process.pid}.tar.gz`)
  const database = await openPglite()
  await database.migrate()
  const client = (database.db as unknown as { $client: PGlite }).$client
  const dump = await client.dumpDataDir('gzip')
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteDump', dumpFile)

  const serverUrl = process.env.TEST_DATABASE_URL
  let template = ''
  if (serverUrl) {
    template = `pasar_tmpl_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${template}`)
    await admin.end()
    const templated = openPostgres(withDatabase(serverUrl, template), 1)
    await templated.migrate()
    await templated.close()
  }
  project.provide('pgTemplate', template)

  return async () => {
    fs.rmSync(dumpFile, { force: true })
    if (serverUrl && template) {
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
      await admin.end()
    }
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string
    pgTemplate: string
  }
}
