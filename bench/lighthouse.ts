/**
 * Lighthouse benchmark: builds the web app, starts the real server in production mode on a free
 * loopback port with a fresh demo database, and runs Lighthouse's mobile preset (simulated slow 4G
 * and a 4x slower CPU) five times on the home page, the listing, a product page, its store's page
 * and search results, the home and product pages again in a browser whose language is
 * Indonesian, and the demo shopper's cart and checkout with one product selected, in Chromium.
 * Prints the median of each figure as a table against the page's goal: 95 for the pages visitors
 * land on, 90 for the cart and checkout.
 * Always exits 0: the figures move with the machine's load, printed alongside.
 *   npm run bench:lighthouse     (BENCH_RUNS to change the number of runs, CHROME_PATH the browser,
 *                                 BENCH_REPORT_DIR to keep each page's last report as JSON,
 *                                 BENCH_CPU_SLOWDOWN for the CPU multiplier, 4 by default,
 *                                 BENCH_PAGES to audit only some pages: 'home,home, Indonesian')
 * Lighthouse multiplies the CPU time it observes by the multiplier (4: a mid-range phone on a
 * desktop whose benchmark index is about 1,000); the table prints the index this machine showed.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer, { type Page } from 'puppeteer-core'
import { buildWeb, startServer, stopServer } from './production-server.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** The goal of the pages visitors land on; the cart and checkout have their own (`goal`). */
const GOAL = 95
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const REPORT_DIR = process.env.BENCH_REPORT_DIR
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4)
/** Only these pages, by the names the table prints (e.g. 'home,listing'); all by default. */
const PAGES = process.env.BENCH_PAGES

interface Figures {
  performance: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Lighthouse's measure of this machine's speed at the time (desktops score about 1,000+). */
  benchmarkIndex: number
}

/** The demo catalogue's newest product page and its store's page. */
async function productAndStorePaths(base: string): Promise<{ product: string; store: string }> {
  const res = await fetch(`${base}/api/v1/products?limit=1`)
  const body = (await res.json()) as { data?: { uuid: string; store: { slug: string } }[] }
  const first = body.data?.[0]
  if (!first) throw new Error('the demo catalogue has no product')
  return { product: `/product/${first.uuid}`, store: `/stores/${first.store.slug}` }
}

interface Audited {
  page: string
  path: string
  /** The browser's language: 'id-ID' shows the Indonesian interface (docs/decisions/0998). */
  language?: string
  /**
   * Made in the browser before the audit, which then keeps the storage it leaves (a session);
   * it must not load the page's own files, so that the audit still starts with an empty cache.
   */
  prepare?: (page: Page, base: string) => Promise<void>
  /** The score this page should reach, when not GOAL. */
  goal?: number
}

const DEMO_SHOPPER = { email: 'shopper@pasar.test', password: 'pasar-demo' }

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

/**
 * The checkout page as the demo shopper sees it with one product of the catalogue selected: the
 * product is put in the cart through the API, and the browser is given the session as the app
 * keeps it (localStorage `root` and the refresh cookie) from a page that loads none of the app's
 * files (/healthz).
 */
async function checkoutOfDemoShopper(base: string) {
  const session = await postJson<{ data: unknown; accessToken: string; refreshToken: string }>(
    `${base}/login`,
    DEMO_SHOPPER,
  )
  const res = await fetch(`${base}/api/v1/products?limit=1`)
  const { data } = (await res.json()) as { data: { id: number }[] }
  const productId = data[0]?.id
  if (!productId) throw new Error('the demo catalogue has no product')
  await postJson(`${base}/api/v1/carts`, { productId, quantity: 1 }, session.accessToken).catch(
    (error: unknown) => {
      // Already in the cart from an earlier run: the page is the same.
      if (!String(error).includes('409')) throw error
    },
  )
  return {
    path: `/checkout?items=${productId}`,
    async prepare(page: Page, origin: string) {
      await page.goto(`${origin}/healthz`)
      await page.evaluate((s) => {
        localStorage.setItem(
          'root',
          JSON.stringify({
            version: 1,
            auth: { data: s.data, token: { accessToken: s.accessToken } },
          }),
        )
      }, session)
      await page.setCookie({ name: 'refresh_token', value: session.refreshToken, url: origin })
    },
  }
}

/** One Lighthouse run in a browser of its own: no cache, storage or tab left from a run before. */
async function audit(base: string, target: Audited): Promise<Figures> {
  const url = `${base}${target.path}`
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      ...(target.language ? [`--lang=${target.language}`, `--accept-lang=${target.language}`] : []),
    ],
  })
  const browser = target.prepare
    ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    : undefined
  const page = browser ? await browser.newPage() : undefined
  if (page && target.prepare) await target.prepare(page, base)
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(target.prepare),
    },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['performance'],
        // Merged into the mobile preset's slow-4G settings; only the CPU multiplier changes.
        throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
      },
    },
    page,
  ).finally(async () => {
    await browser?.disconnect()
    chrome.kill()
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  // A page that sent the browser elsewhere (checkout to sign-in) would measure the wrong page.
  const shown = new URL(lhr.finalDisplayedUrl)
  if (shown.pathname !== new URL(url).pathname) {
    throw new Error(`${url} showed ${shown.pathname}${shown.search} instead`)
  }
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true })
    fs.writeFileSync(path.join(REPORT_DIR, `${target.page}.json`), JSON.stringify(lhr))
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/**
 * Under load Chromium sometimes fails to record the trace (NO_NAVSTART): that run measured
 * nothing, so it is made again, at most twice, and said so.
 */
async function auditRecorded(base: string, target: Audited): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(base, target)
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error
      console.log(`  (trace not recorded, running again: ${String(error)})`)
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

function printTable(rows: { page: string; goal: number; figures: Figures }[]) {
  const header = ['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'goal', 'machine']
  const lines = rows.map(({ page, goal, figures: f }) => [
    page,
    String(f.performance),
    `${(f.fcp / 1000).toFixed(2)} s`,
    `${(f.lcp / 1000).toFixed(2)} s`,
    `${Math.round(f.tbt)} ms`,
    f.cls.toFixed(3),
    `${f.performance >= goal ? 'MET' : 'MISSED'} (≥ ${goal})`,
    String(Math.round(f.benchmarkIndex)),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)))
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log(format(header))
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`)
  for (const line of lines) console.log(format(line))
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-lighthouse-'))
  const webDist = path.join(work, 'dist')
  console.log('Building the web app…')
  buildWeb(webDist)
  const server = await startServer(webDist, path.join(work, 'data'))
  try {
    const { product, store } = await productAndStorePaths(server.url)
    const checkout = await checkoutOfDemoShopper(server.url)
    const pages: Audited[] = [
      { page: 'home', path: '/' },
      { page: 'listing', path: '/products' },
      { page: 'product', path: product },
      { page: 'store', path: store },
      { page: 'home, Indonesian', path: '/', language: 'id-ID' },
      { page: 'product, Indonesian', path: product, language: 'id-ID' },
      { page: 'search', path: '/search?q=batik' },
      { page: 'cart', path: '/cart', prepare: checkout.prepare, goal: 90 },
      { page: 'checkout', path: checkout.path, prepare: checkout.prepare, goal: 90 },
    ]
    const rows: { page: string; goal: number; figures: Figures }[] = []
    // Names are split at commas not followed by a space: 'home, Indonesian' is one page.
    const only = PAGES && new Set(PAGES.split(/,(?! )/).map((name) => name.trim()))
    for (const target of pages.filter(({ page }) => !only || only.has(page))) {
      const { page, path: pagePath } = target
      const runs: Figures[] = []
      for (let run = 1; run <= RUNS; run++) {
        const figures = await auditRecorded(server.url, target)
        console.log(`  ${page} run ${run}: performance ${figures.performance}`)
        runs.push(figures)
      }
      const pick = (key: keyof Figures) => median(runs.map((r) => r[key]))
      rows.push({
        page: `${page} (${pagePath.length > 24 ? `${pagePath.slice(0, 21)}…` : pagePath})`,
        goal: target.goal ?? GOAL,
        figures: {
          performance: pick('performance'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          benchmarkIndex: pick('benchmarkIndex'),
        },
      })
    }
    const [one = 0, five = 0] = os.loadavg()
    console.log(
      `\nLighthouse mobile preset (CPU ×${CPU_SLOWDOWN}), median of ${RUNS} (load ${one.toFixed(2)} ${five.toFixed(2)} on ${os.cpus().length} CPUs)\n`,
    )
    printTable(rows)
  } finally {
    await stopServer(server)
    fs.rmSync(work, { recursive: true, force: true })
  }
}

await main()
