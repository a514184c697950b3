import fs from 'node:fs'
import type { LocalProvider } from '@pasar/shared'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { DataDirLockedError } from './db/pglite/data-dir-lock.ts'
import { openConfiguredDatabase } from './db/open.ts'
import { createStorage } from './providers/storage/index.ts'
import { resolveSecrets } from './secrets.ts'
import { closeGracefully } from './shutdown.ts'
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts'
import { isEmpty } from './seed/empty.ts'

const SIMULATES: Record<LocalProvider, string> = {
  payment: 'Midtrans payments',
  identity: 'Google sign-in',
  shipping: 'courier rates and tracking',
  payout: 'seller payouts',
}

/** Names each local provider, so nobody mistakes a demo for the real thing. */
function localProviderLines(local: LocalProvider[]): string[] {
  if (local.length === 0) return []
  return [
    '  Demo mode: these providers are local stand-ins (no real money or accounts):',
    ...local.map((kind) => `    ${kind.padEnd(8)} simulates ${SIMULATES[kind]}`),
  ]
}

/**
 * Readable log lines for a person at a terminal (pino-pretty, where installed: it is a development
 * dependency); one JSON object a line otherwise, for log collectors.
 */
function prettyInTerminal() {
  if (!process.stdout.isTTY) return undefined
  try {
    import.meta.resolve('pino-pretty')
  } catch {
    return undefined
  }
  return {
    target: 'pino-pretty',
    options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
  }
}

export interface StartOptions {
  /**
   * Resolves once the web app is built: `npm start` builds it while the database opens and the
   * demo pictures render (scripts/start.mjs); the app is built after it, as it reads WEB_DIST.
   */
  webBuild?: Promise<void>
}

const seconds = (from: number) => Math.round(performance.now() - from) / 1000

/** Opens the database, seeds an empty one, builds the app and listens on PORT. */
export async function startServer({ webBuild }: StartOptions = {}) {
  const started = performance.now()
  const config = resolveSecrets(loadConfig())
  const database = await openConfiguredDatabase(config)
  const databaseSeconds = seconds(started)
  const storage = await createStorage(config)
  // The pictures render and the passwords hash while the web app builds; a seeded database never
  // loads the seed.
  const seed =
    config.seedDemo && (await isEmpty(database.db)) ? await import('./seed/demo.ts') : undefined
  const demo = seed?.prepareDemoSeed(storage)
  await webBuild

  const app = await buildApp({
    config,
    database,
    storage,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      transport: prettyInTerminal(),
    },
  })
  // After the app is built: the demo's PENDING order starts its payment through app.payments.
  const seedStarted = performance.now()
  const seeded =
    seed && demo
      ? await seed.seedDemo(database.db, demo, {
          provider: app.payments,
          paymentTtlMs: config.orderPaymentTtlMs,
          shipWithinMs: config.shipWithinMs,
          feeBasisPoints: config.platformFeeBasisPoints,
        })
      : false
  const seedSeconds = seconds(seedStarted)

  let closing = false
  async function shutdown(signal: string) {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // A stuck request must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 15_000)
    force.unref()
    try {
      await closeGracefully(app, database)
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  // How long each part of the start took (the start-up figures in bench/README.md).
  app.log.info(
    {
      seconds: {
        // Since the process began: module loading and, on a first start, the web build.
        total: Math.round(performance.now()) / 1000,
        database: databaseSeconds,
        ...(demo ? { seed: seedSeconds } : {}),
      },
    },
    'started',
  )
  if (config.isProduction && config.localProviders.length > 0) {
    app.log.warn(
      { localProviders: config.localProviders },
      'ALLOW_LOCAL_PROVIDERS=true: simulated providers are running in production',
    )
  }
  const lines = [
    '',
    `  Pasar is running on ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    seeded ? '  Demo data was seeded into the empty database.' : '',
    ...localProviderLines(config.localProviders),
    config.seedDemo ? '  Demo sign-in:' : '',
    ...(config.seedDemo
      ? DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)} ${a.email} / ${a.password}`)
      : []),
    '',
  ]
  process.stdout.write(
    lines.filter((line, i) => line !== '' || i === 0 || i === lines.length - 1).join('\n') + '\n',
  )
}

/** Starts the server, or says on stderr why it cannot and exits 1. */
export function runServer(options: StartOptions = {}) {
  startServer(options).catch(exitOnStartFailure)
}

function exitOnStartFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`)
  } else {
    process.stderr.write(
      `Pasar failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    )
  }
  process.exit(1)
}

function isEntryPoint(file: string): boolean {
  const script = process.argv[1]
  if (!script) return false
  try {
    return fs.realpathSync(script) === fs.realpathSync(file)
  } catch {
    return false
  }
}

// Run as a script (`tsx src/server.ts`, the tests, `npm run dev`); scripts/start.mjs imports it.
if (isEntryPoint(import.meta.filename)) runServer()
