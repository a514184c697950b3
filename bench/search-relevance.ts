/**
 * The relevance table of docs/search.md: seeds the demo catalogue into a fresh PGlite DATA_DIR
 * and prints, for each query, the first three names the search results page gives and whether
 * the search dialog shows the same products first.
 *   npx tsx bench/search-relevance.ts
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '@pasar/api/app'
import { loadConfig } from '@pasar/api/config'
import { openConfiguredDatabase } from '@pasar/api/db/open'
import { createStorage } from '@pasar/api/providers/storage/index'
import { seedDemoIfEmpty } from '@pasar/api/seed/demo'

export const RELEVANCE_QUERIES = [
  'kaos',
  'kaos polos',
  'kemeja',
  'kemeja batik',
  'baju',
  'celana',
  'celananya',
  'jaket',
  'gaun',
  'sepatu',
  'sepatu lari',
  'tas',
  'tas kulit',
  'dompet',
  'topi',
  'cincin perak',
  'kalung',
  'gelang',
  'anting',
  'jam tangan',
  'kacamata',
  'botol',
  'ponsel',
  'batik',
  'batk',
  't-shirt',
  'silver ring',
  'running shoes',
  'headphones',
  'laptop',
]

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-relevance-'))
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  ALLOW_LOCAL_PROVIDERS: 'true',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  SEED_DEMO: 'true',
  CATALOGUE_CACHE_MB: '0',
  LOG_LEVEL: 'warn',
})
const database = await openConfiguredDatabase(config)
const storage = await createStorage(config)
await seedDemoIfEmpty(database.db, storage)
const app = await buildApp({ config, database, storage, logger: false })

type Named = { id: number; name: string }
console.log('| Query | Results page: first three (found) | Search dialog: first three (shown) |')
console.log('| --- | --- | --- |')
for (const q of RELEVANCE_QUERIES) {
  const page = await app.inject(`/api/v1/products?q=${encodeURIComponent(q)}&limit=20`)
  const pageRows = (page.json() as { data: Named[] }).data
  const dialog = await app.inject(`/api/v1/products/search?query=${encodeURIComponent(q)}`)
  const groups = (dialog.json() as { data: Array<{ products: Named[] }> }).data
  const dialogRows = groups.flatMap((g) => g.products)
  const firstThree = (rows: Named[]) =>
    rows
      .slice(0, 3)
      .map((p) => p.name)
      .join('; ') || '—'
  const total = (page.json() as { pagination: { totalItems: number } }).pagination.totalItems
  console.log(
    `| ${q} | ${firstThree(pageRows)} (${total}) | ${firstThree(dialogRows)} (${dialogRows.length}) |`,
  )
}
await app.close()
await database.close()
fs.rmSync(dataDir, { recursive: true, force: true })
