import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { findChromium } from './chromium.ts'
import { freePort } from './free-port.ts'

const root = path.resolve(import.meta.dirname, '../..')

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`)
    try {
      const res = await fetch(`${url}/healthz`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The server did not become healthy within 120 s:\n${log()}`)
}

/**
 * Starts the real app (API + built web) once for the browser tests: a free port, a temporary
 * DATA_DIR with demo data, local payment and identity providers.
 */
export default async function setup(project: TestProject) {
  findChromium() // fail early, with instructions, when no browser is installed
  const webDist = process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist')
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      `No built web app in ${webDist}: run \`npm run build\` first (npm run test:e2e does).`,
    )
  }
  const port = await freePort()
  const baseURL = `http://localhost:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-e2e-'))
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      // Browser tests sign in often from one address; the limit itself is covered by API tests.
      AUTH_RATE_LIMIT_MAX: '1000',
      // The operators of the browser tests, one per file that makes its own: files run in any
      // order, and a shared one would be registered twice.
      ADMIN_EMAILS: [
        'ops@pasar.test',
        'operator@pasar.test',
        'bahasa-ops@pasar.test',
        'orders-ops@pasar.test',
        'payout-ops@pasar.test',
        'suspend-ops@pasar.test',
        'voucher-ops@pasar.test',
      ].join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitForHealth(baseURL, child, () => output)
  project.provide('baseURL', baseURL)
  project.provide('dataDir', dataDir)

  return async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    dataDir: string
  }
}
