import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { testConfig } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'

// This file breaks its own database on purpose, so it builds and closes its app itself.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-test-'))
const config = testConfig(dataDir)
const database = await createTestDatabase()
const app = await buildApp({ config, database })
await app.ready()
let databaseOpen = true
afterAll(async () => {
  await app.close()
  if (databaseOpen) await database.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('unexpected failures', () => {
  it('answer 500 with a generic message: no stack trace, no SQL, no table names', async () => {
    await app.db.execute(sql`DROP TABLE categories CASCADE`)
    const res = await app.inject({ method: 'GET', url: '/api/v1/products/categories' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Internal server error' })
    expect(res.body).not.toMatch(/categories|select|relation|\bat\s+\S+\s+\(/i)
  })

  it('turn /healthz into 503 when the database is gone', async () => {
    await database.close()
    databaseOpen = false
    const res = await app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ message: 'Database unavailable' })
  })
})
