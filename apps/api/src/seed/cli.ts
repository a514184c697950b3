import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config.ts'
import { DataDirLockedError } from '../db/pglite/data-dir-lock.ts'
import { openConfiguredDatabase } from '../db/open.ts'
import { createStorage } from '../providers/storage/index.ts'
import { seedDemoIfEmpty } from './demo.ts'
import { seedLargeCatalog } from './large.ts'

const USAGE = `Usage: npm run seed -- [--products N]

Seeds the configured database (DATABASE_URL, or PGlite under DATA_DIR; stop the server first).
  (no option)      the demo catalogue, if the database is empty (unless SEED_DEMO=false)
  --products N     additionally N generated products, for benchmarks (e.g. 100000)`

async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const products = values.products === undefined ? 0 : Number(values.products)
  if (!Number.isInteger(products) || products < 0 || products > 5_000_000) {
    throw new ConfigError(`--products must be a whole number from 0 to 5000000\n\n${USAGE}`)
  }
  const config = loadConfig()
  const database = await openConfiguredDatabase(config)
  try {
    const storage = await createStorage(config)
    if (
      config.seedDemo &&
      (await seedDemoIfEmpty(database.db, storage, {
        // No provider here: the PENDING order's payment starts at its first 'Complete payment'.
        paymentTtlMs: config.orderPaymentTtlMs,
        shipWithinMs: config.shipWithinMs,
        feeBasisPoints: config.platformFeeBasisPoints,
      }))
    )
      process.stdout.write('Seeded the demo data.\n')
    if (products > 0) {
      const result = await seedLargeCatalog(database.db, storage, { products })
      process.stdout.write(
        `Added ${result.products.toLocaleString('en')} products in ${(result.ms / 1000).toFixed(1)} s.\n`,
      )
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError
  process.stderr.write(
    `${known ? (error as Error).message : error instanceof Error ? error.stack : String(error)}\n`,
  )
  process.exit(1)
})
