import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { openConfiguredDatabase } from './db/open.ts'
import { createStorage } from './plugins/storage.ts'
import { resolveSecrets } from './secrets.ts'
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts'
import { seedDemoIfEmpty } from './seed/demo.ts'

async function main() {
  const config = resolveSecrets(loadConfig())
  const database = await openConfiguredDatabase(config)
  const storage = createStorage(config)
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db, storage) : false

  const app = await buildApp({
    config,
    database,
    storage,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  })

  let closing = false
  async function shutdown(signal: string) {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // A stuck request must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 15_000)
    force.unref()
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  const lines = [
    '',
    `  Pasar is running on ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    seeded ? '  Demo data was seeded into the empty database.' : '',
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
