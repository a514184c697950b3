import type { LocalProvider } from '@pasar/shared'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { DataDirLockedError } from './db/pglite/data-dir-lock.ts'
import { openConfiguredDatabase } from './db/open.ts'
import { createStorage } from './providers/storage/index.ts'
import { resolveSecrets } from './secrets.ts'
import { closeGracefully } from './shutdown.ts'
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts'
import { seedDemoIfEmpty } from './seed/demo.ts'

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

async function main() {
  const config = resolveSecrets(loadConfig())
  const database = await openConfiguredDatabase(config)
  const storage = createStorage(config)

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
  const seeded = config.seedDemo
    ? await seedDemoIfEmpty(database.db, storage, {
        provider: app.payments,
        paymentTtlMs: config.orderPaymentTtlMs,
        shipWithinMs: config.shipWithinMs,
        feeBasisPoints: config.platformFeeBasisPoints,
      })
    : false

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

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`)
  } else {
    process.stderr.write(
      `Pasar failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    )
  }
  process.exit(1)
})
