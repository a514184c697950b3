/**
 * Pages benchmark (docs/decisions/0963, 0965): the landing pages as a browser asks for them
 * (HTML, brotli), under autocannon at 20 connections in a worker thread, against the real server
 * in a process of its own: production mode, the demo catalogue, the web app built. A visitor without a session gets the first screen
 * drawn by the server; a signed-in browser (a refresh cookie) gets the same page with the same
 * embedded answers but index.html's frame in place of the drawing. The frame, measured in the
 * same run, is the baseline: the ratio says what drawing costs. A bare route answering a fixed
 * page of the same size is printed beside.
 * Each page kind goes through several URLs (every product of the demo, every store), as visitors
 * arriving from searches would. Always exits 0.
 *   npm run bench:pages          (BENCH_SECONDS, BENCH_CONNECTIONS to change)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildWeb, startServer, stopServer } from './production-server.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 2
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const BROWSER = { accept: 'text/html', 'accept-encoding': 'br', 'accept-language': 'en-US' }

function load(): string {
  const [one = 0, five = 0] = os.loadavg()
  return `load ${one.toFixed(2)} ${five.toFixed(2)} on ${os.cpus().length} CPUs`
}

interface Figures {
  rps: number
  p50: number
  p99: number
}

async function hammer(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  seconds: number,
): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers })),
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${base}${paths[0]}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

async function measure(base: string, paths: string[], headers: Record<string, string>) {
  await hammer(base, paths, headers, WARMUP_SECONDS)
  return hammer(base, paths, headers, SECONDS)
}

async function main() {
  console.log(`Pages benchmark, ${load()}`)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-bench-pages-'))
  const webDist = path.join(work, 'dist')
  console.log('Building the web app…')
  buildWeb(webDist)
  const server = await startServer(webDist, path.join(work, 'data'))
  const appUrl = server.url
  const bare = Fastify({ logger: false })
  try {
    const res = await fetch(`${appUrl}/api/v1/products?limit=50`)
    const { data } = (await res.json()) as { data: { uuid: string; store: { slug: string } }[] }
    const stores = [...new Set(data.map((product) => product.store.slug))]
    const pages: Array<{ name: string; paths: string[] }> = [
      { name: 'home', paths: ['/'] },
      { name: 'listing', paths: ['/products'] },
      { name: 'product', paths: data.map((product) => `/product/${product.uuid}`) },
      { name: 'store', paths: stores.map((slug) => `/stores/${slug}`) },
    ]
    const signedIn = { ...BROWSER, cookie: 'refresh_token=bench' }
    for (const page of pages) {
      const first = page.paths[0] ?? '/'
      const drawn = await fetch(`${appUrl}${first}`, { headers: BROWSER })
      const html = await drawn.text()
      if (!html.includes('data-first-screen')) throw new Error(`${first} was not drawn`)
      // The bare route sends the drawn page brotli-compressed, as the app does (spa.ts).
      const raw = zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      })
      bare.get(`/bare/${page.name}`, (_request, reply) => {
        void reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(raw)
      })
      console.log(
        `${page.name.padEnd(8)} ${page.paths.length} URLs, ${html.length} bytes drawn, ${raw.length} sent`,
      )
    }
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })
    console.log(
      `\nautocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s each\n`,
    )
    console.log(
      'page      drawn req/s  p50  p99 ms | frame req/s  p99 ms | bare req/s | drawn/frame req/s | machine',
    )
    for (const page of pages) {
      const drawn = await measure(appUrl, page.paths, BROWSER)
      const frame = await measure(appUrl, page.paths, signedIn)
      const base = await measure(bareUrl, [`/bare/${page.name}`], BROWSER)
      console.log(
        [
          page.name.padEnd(9),
          drawn.rps.toFixed(0).padStart(11),
          String(drawn.p50).padStart(4),
          String(drawn.p99).padStart(7),
          '|',
          frame.rps.toFixed(0).padStart(11),
          String(frame.p99).padStart(7),
          '|',
          base.rps.toFixed(0).padStart(10),
          '|',
          (drawn.rps / frame.rps).toFixed(2).padStart(17),
          '|',
          load(),
        ].join(' '),
      )
    }
  } finally {
    await bare.close()
    await stopServer(server)
    fs.rmSync(work, { recursive: true, force: true })
  }
}

await main()
