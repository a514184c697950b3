/**
 * The product as a benchmark meets it: the web app built, and the real server started in
 * production mode with the demo's local providers on (bench:lighthouse, bench:pages).
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      )
    })
  })
}

/** Builds the web app (the app, and the server's first screens in its ssr/) into `outDir`. */
export function buildWeb(outDir: string) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@pasar/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WEB_OUT_DIR: outDir },
  })
  if (result.status !== 0) throw new Error('web build failed')
}

/**
 * The real server (apps/api/src/server.ts) in a process of its own, in production mode with the
 * demo data, on a free loopback port; resolves once /healthz answers.
 */
export async function startServer(webDist: string, dataDir: string) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      // The demo's local sign-in and payment simulators, as a production demo runs them.
      ALLOW_LOCAL_PROVIDERS: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) return { url, child }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGTERM')
  throw new Error('server did not answer /healthz within 2 minutes')
}
