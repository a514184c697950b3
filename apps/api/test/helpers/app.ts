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
  const config = testConfig(dataDir, env)
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

/**
 * A test app (setupTestApp) listening on a free local port: the local payment twin tells the app
 * of payments over HTTP, as Midtrans would, so a test that pays orders needs one.
 */
export async function setupListeningApp(env: Record<string, string> = {}): Promise<TestContext> {
  const context = await setupTestApp(env)
  await context.app.listen({ port: 0, host: '127.0.0.1' })
  return context
}

/** The configuration of a test app keeping its files in `dataDir`: no web build, no demo seed. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'false',
    ...env,
  })
}

/** Logger options for buildApp that keep every error the app logs, parsed, in `lines`. */
export function errorLogInto<Line>(lines: Line[]) {
  return {
    level: 'error',
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  }
}
