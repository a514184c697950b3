/**
 * API load benchmark (docs/decisions/0203, figures in bench/README.md): seeds 100,000 products into a fresh PGlite DATA_DIR (then, when
 * TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server, into a fresh database there), starts the
 * real app on loopback and puts the listing, category and search endpoints under autocannon
 * (20 connections, in a worker thread so the load generator does not share the server's event
 * loop), each next to a bare Fastify route answering a fixed JSON of the same size.
 * Requests vary like real traffic: listing and category pages as infinite scroll asks for them,
 * and dozens of different searches, some mistyped or typed halfway. Each endpoint is measured
 * as served (answers kept while the catalogue is unchanged, docs/decisions/0205) and with every
 * answer made afresh (CATALOGUE_CACHE_MB=0), the cost of the first visit after any change.
 * Always exits 0; prints MET or MISSED per target together with the machine's load, which moves
 * the figures.
 *   npm run bench:api            (BENCH_PRODUCTS, BENCH_SECONDS, BENCH_CONNECTIONS to change;
 *                                 BENCH_ONLY=sales for the listing under sales alone,
 *                                 BENCH_ONLY=discovery for the listing beside sort=price_asc,
 *                                 sort=popular, a price range and a q= results page,
 *                                 BENCH_ONLY=afresh for listing, category, search and the
 *                                 results page made afresh only: the database path, for
 *                                 docs/decisions/0996; BENCH_SKIP_PGLITE=1 for PostgreSQL
 *                                 alone; BENCH_ONLY=variants for the listing, search,
 *                                 results page and product pages, docs/decisions/1015;
 *                                 BENCH_ROUNDS=n for the median of n ratios as served)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '@pasar/api/app'
import { loadConfig } from '@pasar/api/config'
import { openConfiguredDatabase } from '@pasar/api/db/open'
import { createStorage } from '@pasar/api/providers/storage/index'
import { seedLargeCatalog } from '@pasar/api/seed/large'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { explainCatalogQueries } from './explain.ts'
import { POSTGRES_URL, withPostgres } from './postgres.ts'
import { startSales } from './sales.ts'
import { SEARCHES } from './searches.ts'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 2
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const TARGETS: Record<string, number> = {
  listing: 30,
  category: 30,
  search: 50,
  'search-page': 100,
}
/** Sorted and priced listings keep at least this share of the bare route's req/s (docs/decisions/0997). */
const VARIANT_RATIO = 0.3
const VARIANTS = new Set(['price_asc', 'popular', 'price-range', 'search-page'])
/** BENCH_ONLY=discovery measures the listing beside its sorted, priced and search variants. */
const ONLY_DISCOVERY = process.env.BENCH_ONLY === 'discovery'
/** Orders a second in the 'listing under sales' run (DESIGN's figure: 50). */
const SALES_PER_SECOND = Number(process.env.BENCH_SALES_PER_SECOND ?? 50)
/** BENCH_ONLY=sales measures only the listing under sales. */
const ONLY_SALES = process.env.BENCH_ONLY === 'sales'
/** BENCH_ONLY=afresh measures only listing, category, search and results page made afresh. */
const ONLY_AFRESH = process.env.BENCH_ONLY === 'afresh'
/** BENCH_ONLY=variants: what variants could slow, the listing, search, results and product pages. */
const ONLY_VARIANTS = process.env.BENCH_ONLY === 'variants'
/**
 * BENCH_ROUNDS=n (n > 1): each endpoint as served and its bare route measured n times in turn,
 * and the median of the n ratios printed: one 5-second ratio moves with the machine by more than
 * the 10 % a comparison between two commits needs.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
/** BENCH_SKIP_PGLITE=1 runs the PostgreSQL part alone (it needs TEST_DATABASE_URL). */
const SKIP_PGLITE = process.env.BENCH_SKIP_PGLITE === '1'
/** Goal: the kept listing keeps at least this share of its throughput under sales. */
const SALES_GOAL = 0.8
const CATEGORIES = [
  'electronics',
  'clothing',
  'accessories',
  'sports',
  'jewelery',
  'mens-clothing',
  'womens-clothing',
]

/** With worker threads, autocannon takes its setupClient as a module path (the types miss it). */
const OFFSET_CONNECTIONS = fileURLToPath(
  new URL('./connection-offsets.cjs', import.meta.url),
) as unknown as autocannon.Options['setupClient']

interface Figures {
  rps: number
  p99: number
}

function load(): string {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg()
  return `load ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} on ${os.cpus().length} CPUs`
}

async function hammer(base: string, paths: string[], seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    // Each connection goes through the paths in turn, each from its own starting point.
    setupClient: OFFSET_CONNECTIONS,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${base}${paths[0]}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return { rps: result.requests.average, p99: result.latency.p99 }
}

async function measure(base: string, paths: string[]): Promise<Figures> {
  await hammer(base, paths, WARMUP_SECONDS)
  return hammer(base, paths, SECONDS)
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * BENCH_ROUNDS: every endpoint as served and its bare route, one after the other, ROUNDS times
 * over; per endpoint the median req/s ratio, its spread, and the median req/s and p99.
 */
async function ratiosInRounds(
  endpoints: { name: string; paths: string[] }[],
  appUrl: string,
  bareUrl: string,
) {
  const figures = new Map(endpoints.map((e) => [e.name, [] as { real: Figures; bare: Figures }[]]))
  for (let round = 0; round < ROUNDS; round++) {
    for (const endpoint of endpoints) {
      const bare = await measure(bareUrl, [`/bare/${endpoint.name}`])
      const real = await measure(appUrl, endpoint.paths)
      figures.get(endpoint.name)?.push({ real, bare })
    }
  }
  console.log(`
${ROUNDS} rounds, as served; ratio = req/s ÷ the bare route's just before:
`)
  console.log('endpoint     median ratio   min–max ratio   median req/s  median p99 ms | machine')
  for (const [name, runs] of figures) {
    const ratios = runs.map((run) => run.real.rps / run.bare.rps)
    console.log(
      [
        name.padEnd(12),
        median(ratios).toFixed(3).padStart(12),
        `${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}`.padStart(15),
        median(runs.map((run) => run.real.rps))
          .toFixed(0)
          .padStart(14),
        String(median(runs.map((run) => run.real.p99))).padStart(14),
        '|',
        load(),
      ].join(' '),
    )
  }
}

/** Infinite scroll: the first page, then later pages with the snapshot the first one gave. */
async function scrollPaths(
  appUrl: string,
  list: string,
  pages: number,
  filters = '',
): Promise<string[]> {
  const first = `${list}?${filters}page=1&limit=4`
  const res = await fetch(`${appUrl}${first}`)
  const body = (await res.json()) as { pagination: { snapshot: number } }
  const later = Array.from(
    { length: pages - 1 },
    (_, i) => `${list}?${filters}page=${i + 2}&limit=4&snapshot=${body.pagination.snapshot}`,
  )
  return [first, ...later]
}

/** The product pages of the products the listing pages show. */
async function productPaths(appUrl: string, pages: string[]): Promise<string[]> {
  const paths: string[] = []
  for (const p of pages) {
    const res = await fetch(`${appUrl}${p}`)
    const body = (await res.json()) as { data: Array<{ uuid: string }> }
    for (const product of body.data) paths.push(`/api/v1/products/${product.uuid}`)
  }
  return paths
}

/** The ids of the products the pages show. */
async function productIdsOf(appUrl: string, paths: string[]): Promise<number[]> {
  const ids = new Set<number>()
  for (const p of paths) {
    const res = await fetch(`${appUrl}${p}`)
    const body = (await res.json()) as { data: Array<{ id: number }> }
    for (const product of body.data) ids.add(product.id)
  }
  return [...ids]
}

/** The whole benchmark on one database: PGlite ('' as its URL) or a PostgreSQL database. */
async function run(label: string, databaseUrl: string) {
  console.log(`\n== ${label} ==`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-bench-'))
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    // The bench runs the local providers on purpose (docs/decisions/0720).
    ALLOW_LOCAL_PROVIDERS: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PORT: '0',
  })
  const database = await openConfiguredDatabase(config)
  const storage = await createStorage(config)
  process.stdout.write(`Seeding ${PRODUCTS.toLocaleString('en')} products… `)
  // The seed ends with VACUUM ANALYZE, as the product does after a bulk load.
  const seeded = await seedLargeCatalog(database.db, storage, { products: PRODUCTS })
  process.stdout.write(`${(seeded.ms / 1000).toFixed(1)} s\n`)

  // The plans are read through PGlite's own protocol (db/prepared.ts); PostgreSQL's are alike.
  if (!databaseUrl) {
    console.log('\nQuery plans on the large catalogue:')
    for (const line of await explainCatalogQueries(database.db)) console.log(`  ${line}`)
  }

  const app = await buildApp({ config, database, storage, logger: false })
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  const uncached = { ...config, catalogueCacheChars: 0 }
  const afresh = await buildApp({ config: uncached, database, storage, logger: false })
  const afreshUrl = await afresh.listen({ port: 0, host: '127.0.0.1' })

  const endpoints: Array<{ name: string; paths: string[] }> = [
    { name: 'listing', paths: await scrollPaths(appUrl, '/api/v1/products', 20) },
    {
      name: 'category',
      paths: (
        await Promise.all(
          CATEGORIES.map((slug) => scrollPaths(appUrl, `/api/v1/products/category/${slug}`, 5)),
        )
      ).flat(),
    },
    {
      name: 'search',
      paths: SEARCHES.map((q) => `/api/v1/products/search?query=${encodeURIComponent(q)}`),
    },
    // Issue #15: the listing sorted, by sales, within a price range, and a search's results page.
    {
      name: 'price_asc',
      paths: await scrollPaths(appUrl, '/api/v1/products', 20, 'sort=price_asc&'),
    },
    { name: 'popular', paths: await scrollPaths(appUrl, '/api/v1/products', 20, 'sort=popular&') },
    {
      name: 'price-range',
      paths: await scrollPaths(
        appUrl,
        '/api/v1/products',
        20,
        'minPrice=100000&maxPrice=500000&sort=price_desc&',
      ),
    },
    {
      name: 'search-page',
      paths: SEARCHES.map((q) => `/api/v1/products?q=${encodeURIComponent(q)}&limit=20`),
    },
    // Product pages a shopper opens from the listing: three in ten have variants (seed/large.ts).
    {
      name: 'product',
      paths: await productPaths(appUrl, await scrollPaths(appUrl, '/api/v1/products', 20)),
    },
  ]

  // The bare server answers, per endpoint, a fixed body as large as the real one.
  const bare = Fastify({ logger: false })
  for (const endpoint of endpoints) {
    const bodies: string[] = []
    for (const p of endpoint.paths) {
      const res = await fetch(`${appUrl}${p}`)
      if (!res.ok) throw new Error(`${p} answered ${res.status}`)
      bodies.push(await res.text())
    }
    const sizes = bodies.map((b) => b.length)
    const average = sizes.reduce((a, b) => a + b, 0) / sizes.length
    // A real answer of about the average size, served as a constant.
    const fixed = bodies.reduce((best, b) =>
      Math.abs(b.length - average) < Math.abs(best.length - average) ? b : best,
    )
    bare.get(`/bare/${endpoint.name}`, (_request, reply) => {
      void reply.type('application/json; charset=utf-8').send(fixed)
    })
    console.log(
      `${endpoint.name.padEnd(9)} ${endpoint.paths.length} different requests, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes (bare route: ${fixed.length})`,
    )
  }
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })

  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s each, ${label}:\n`,
  )
  console.log(
    'endpoint           req/s    p99 ms | bare req/s  bare p99 | req/s ratio  p99 ratio | target             | machine',
  )
  const measured = ONLY_SALES
    ? []
    : ONLY_DISCOVERY
      ? endpoints.filter((e) => e.name === 'listing' || VARIANTS.has(e.name))
      : ONLY_AFRESH
        ? endpoints.filter((e) => ['listing', 'category', 'search', 'search-page'].includes(e.name))
        : ONLY_VARIANTS
          ? endpoints.filter((e) =>
              ['listing', 'search', 'search-page', 'product'].includes(e.name),
            )
          : endpoints
  if (ROUNDS > 1) await ratiosInRounds(measured, appUrl, bareUrl)
  for (const endpoint of ROUNDS > 1 ? [] : measured) {
    // One bare measurement per endpoint, beside both ways of serving it.
    const base = await measure(bareUrl, [`/bare/${endpoint.name}`])
    const target = TARGETS[endpoint.name] ?? Infinity
    const runs = [
      ...(ONLY_AFRESH ? [] : [{ label: endpoint.name, url: appUrl }]),
      { label: `${endpoint.name} afresh`, url: afreshUrl },
    ]
    for (const run of runs) {
      const real = await measure(run.url, endpoint.paths)
      console.log(
        [
          run.label.padEnd(17),
          real.rps.toFixed(0).padStart(6),
          String(real.p99).padStart(9),
          '|',
          base.rps.toFixed(0).padStart(10),
          String(base.p99).padStart(9),
          '|',
          `${(real.rps / base.rps).toFixed(3)}`.padStart(11),
          `${(real.p99 / Math.max(base.p99, 1)).toFixed(1)}x`.padStart(10),
          '|',
          (VARIANTS.has(endpoint.name) && target === Infinity
            ? `ratio ≥ ${VARIANT_RATIO} ${real.rps / base.rps >= VARIANT_RATIO ? 'MET' : 'MISSED'}`
            : target === Infinity
              ? 'no target'
              : `p99 < ${target} ms ${real.p99 < target ? 'MET' : 'MISSED'}`
          ).padEnd(18),
          '|',
          load(),
        ].join(' '),
      )
    }
  }

  // A sale changes stock; the kept listing must keep most of its throughput (docs/decisions/0845).
  const [listing] = endpoints
  if (!listing) throw new Error('no listing endpoint')
  if (ONLY_AFRESH || ONLY_VARIANTS) {
    await Promise.all([bare.close(), afresh.close(), app.close()])
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    return
  }
  const quiet = await measure(appUrl, listing.paths)
  const shown = await productIdsOf(appUrl, listing.paths)
  const stop = startSales(database.db, SALES_PER_SECOND, PRODUCTS, shown)
  const busy = await measure(appUrl, listing.paths)
  const sold = stop()
  const kept = busy.rps / quiet.rps
  console.log(
    `\nlisting under sales (${sold} stock changes at ${SALES_PER_SECOND}/s during the run): ` +
      `${busy.rps.toFixed(0)} req/s, p99 ${busy.p99} ms, against ${quiet.rps.toFixed(0)} req/s, ` +
      `p99 ${quiet.p99} ms without | kept ${(kept * 100).toFixed(0)} % of its throughput, ` +
      `goal ≥ ${SALES_GOAL * 100} % ${kept >= SALES_GOAL ? 'MET' : 'MISSED'} | ${load()}`,
  )

  await bare.close()
  await afresh.close()
  await app.close()
  await database.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

async function main() {
  console.log(`API benchmark, ${load()}`)
  if (!SKIP_PGLITE) await run('PGlite', '')
  if (POSTGRES_URL) await withPostgres(POSTGRES_URL, (url) => run('PostgreSQL', url))
  else console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL)')
}

await main()
