/**
 * API load benchmark (issue 4): seeds 100,000 products into a fresh PGlite DATA_DIR, starts the
 * real app on loopback and puts the listing, category and search endpoints under autocannon
 * (20 connections), each next to a bare Fastify route answering a fixed JSON of the same size.
 *   npm run bench:api            (BENCH_PRODUCTS, BENCH_SECONDS, BENCH_CONNECTIONS to change)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '@pasar/api/app'
import { loadConfig } from '@pasar/api/config'
import { openConfiguredDatabase } from '@pasar/api/db/open'
import { createStorage } from '@pasar/api/plugins/storage'
import { seedLargeCatalog } from '@pasar/api/seed/large'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { explainCatalogQueries } from './explain.ts'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const SEARCHES = ['headphnes', 'running shoes', 'leather wallet', 'smartphnoe', 'silver ring']

interface Figures {
  rps: number
  p99: number
}

async function load(base: string, paths: string[]): Promise<Figures> {
  let next = 0
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }),
      },
    ],
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${base}${paths[0]}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return { rps: result.requests.average, p99: result.latency.p99 }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-bench-'))
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PORT: '0',
  })
  const database = await openConfiguredDatabase(config)
  const storage = createStorage(config)
  process.stdout.write(`Seeding ${PRODUCTS.toLocaleString('en')} products… `)
  const seeded = await seedLargeCatalog(database.db, storage, { products: PRODUCTS })
  process.stdout.write(`${(seeded.ms / 1000).toFixed(1)} s\n`)
  // PGlite has no autovacuum daemon: without fresh statistics the planner walks whole indexes.
  await database.db.execute(sql`ANALYZE`)

  console.log('\nQuery plans on the large catalogue:')
  for (const line of await explainCatalogQueries(database.db)) console.log(`  ${line}`)

  const app = await buildApp({ config, database, storage, logger: false })
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' })

  const endpoints: Array<{ name: string; paths: string[] }> = [
    { name: 'listing', paths: ['/api/v1/products?page=1&limit=4'] },
    { name: 'category', paths: ['/api/v1/products/category/electronics?page=1&limit=4'] },
    {
      name: 'search',
      paths: SEARCHES.map((q) => `/api/v1/products/search?query=${encodeURIComponent(q)}`),
    },
  ]

  // The bare server answers, per endpoint, a fixed body as large as the real one.
  const bare = Fastify({ logger: false })
  for (const endpoint of endpoints) {
    const body = await (await fetch(`${appUrl}${endpoint.paths[0] ?? ''}`)).text()
    bare.get(`/bare/${endpoint.name}`, (_request, reply) => {
      void reply.type('application/json; charset=utf-8').send(body)
    })
  }
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })

  console.log(`\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s each, PGlite:\n`)
  console.log('endpoint   req/s    p99 ms | bare req/s  bare p99 | req/s ratio  p99 ratio | target')
  const targets: Record<string, number> = { listing: 30, category: 30, search: 50 }
  let failed = false
  for (const endpoint of endpoints) {
    const real = await load(appUrl, endpoint.paths)
    const base = await load(bareUrl, [`/bare/${endpoint.name}`])
    const target = targets[endpoint.name] ?? Infinity
    const ok = real.p99 < target
    failed ||= !ok
    console.log(
      [
        endpoint.name.padEnd(9),
        real.rps.toFixed(0).padStart(6),
        String(real.p99).padStart(9),
        '|',
        base.rps.toFixed(0).padStart(10),
        String(base.p99).padStart(9),
        '|',
        `${(real.rps / base.rps).toFixed(3)}`.padStart(11),
        `${(real.p99 / Math.max(base.p99, 1)).toFixed(1)}x`.padStart(10),
        '|',
        `p99 < ${target} ms ${ok ? 'ok' : 'MISSED'}`,
      ].join(' '),
    )
  }
  await bare.close()
  await app.close()
  await database.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (failed) process.exitCode = 1
}

await main()
