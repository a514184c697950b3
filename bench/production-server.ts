/**
 * The product as a benchmark meets it: the web app built, and the real server started in
 * production mode with the demo's local providers on (bench:lighthouse, bench:pages), through
 * the same process helper as the API's process tests.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'
import {
  startListening,
  stop,
  type ServerProcess,
} from '../apps/api/test/foundation/server-process.ts'

const root = path.resolve(import.meta.dirname, '..')

/** Builds the web app (the app, and the server's first screens in its ssr/) into `outDir`. */
export function buildWeb(outDir: string) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@pasar/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WEB_OUT_DIR: outDir },
  })
  if (result.status !== 0) throw new Error('web build failed')
}

/** The real server (apps/api/src/server.ts) with the demo data, once it listens. */
export function startServer(webDist: string, dataDir: string): Promise<ServerProcess> {
  return startListening({
    NODE_ENV: 'production',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    // The demo's local sign-in and payment simulators, as a production demo runs them.
    ALLOW_LOCAL_PROVIDERS: 'true',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
  })
}

export { stop as stopServer }
