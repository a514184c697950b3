import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { buildApp, type App } from '../../src/app.ts'
import { loadConfig, type Config } from '../../src/config.ts'
import type { Database } from '../../src/db/client.ts'
import { createTestDatabase } from './database.ts'
import { validateEveryResponse } from './response-validator.ts'

export interface TestContext {
  app: App
  database: Database
  config: Config
  dataDir: string
}

/**
 * Builds the app on a fresh database and a temporary DATA_DIR for one test file; closes both
 * after the file. `env` overrides configuration variables; `wrap` may stand in for parts of the
 * database port (e.g. count the turns taken).
 */
export async function setupTestApp(
  env: Record<string, string> = {},
  wrap: (database: Database) => Database = (database) => database,
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'false',
    ...env,
  })
  const database = wrap(await createTestDatabase())
  const app = await buildApp({ config, database })
  await app.ready()
  // Every answer a test gets is held against the served OpenAPI document.
  await validateEveryResponse(app)
  afterAll(async () => {
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  return { app, database, config, dataDir }
}
