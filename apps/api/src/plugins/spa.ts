import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { injectDemoBanner } from './demo-banner.ts'
import { pageCache } from './page-cache.ts'
import { innerInject } from '../lib/inner-request.ts'
import type { FirstScreenRequest, InterfaceLanguage } from '@pasar/shared'
import {
  drawsFirstScreen,
  injectFirstScreen,
  loadFirstScreen,
  pageLanguage,
} from './first-screen.ts'
import { escapeHtml } from '../lib/escape-html.ts'
import { headTags, withoutHeadTags, type StructuredData } from './page-head.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Turns index.html into the page for one URL (title, description, canonical and language
     * addresses, Open Graph tags, JSON-LD: page-head.ts). Modules add renderers with
     * `addPageMeta`; the first that returns meta wins.
     */
    addPageMeta(renderer: PageMetaRenderer): void
  }
}

export interface PageMeta {
  /** Without one, the page keeps index.html's title and description and gets no tags below. */
  title?: string
  description?: string
  /** Absolute. */
  image?: string
  /** og:type; `website` unless said. */
  type?: 'website' | 'product'
  /**
   * The page's absolute address without a language, keeping only the query parameters that
   * change what it shows; else the requested path without its query.
   */
  canonical?: string
  /** schema.org objects, each written as a JSON-LD block. */
  structuredData?: StructuredData[]
  /** Pictures the page shows above the fold, fetched with the page instead of after its API call. */
  preloadImages?: ImagePreload[]
  /** The public API answers the page asks for first, embedded so they need no round trip. */
  initialData?: InitialData[]
}

/**
 * One public, user-independent API answer: the URL the app requests (path and query) and the
 * JSON text the API sends for it (docs/decisions/0581-first-answer-in-the-page.md).
 */
export interface InitialData {
  url: string
  body: string
}

/** One `<img>` as the app draws it: the same src, srcset and sizes, so it downloads only once. */
export interface ImagePreload {
  src: string
  srcset?: string
  sizes: string
  /** Only on screens matching this media query (e.g. a card in the first row on wide screens). */
  media?: string
}
/** The page's meta for `url`, its texts in `language` (the one the app will show). */
export type PageMetaRenderer = (
  url: URL,
  language: InterfaceLanguage,
) => Promise<PageMeta | undefined>

const API_PREFIXES = ['/api/', '/healthz', '/uploads/', '/local/']

function imagePreloadLink({ src, srcset, sizes, media }: ImagePreload): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(src)}"`,
    srcset ? `imagesrcset="${escapeHtml(srcset)}"` : '',
    srcset ? `imagesizes="${escapeHtml(sizes)}"` : '',
    media ? `media="${escapeHtml(media)}"` : '',
    'fetchpriority="high"',
  ]
  return `<link ${attributes.filter(Boolean).join(' ')} />`
}

/**
 * A JSON data block: never executed (so no CSP rule applies), and `<` written as \u003c so the
 * text cannot close the script element or open a comment.
 */
export function initialDataScript({ url, body }: InitialData): string {
  const json = body.replace(/</g, '\\u003c')
  return `<script type="application/json" data-initial-data data-url="${escapeHtml(url)}">${json}</script>`
}

export function injectMeta(
  html: string,
  meta: PageMeta,
  url: URL,
  language: InterfaceLanguage,
): string {
  const { title } = meta
  const withMeta = title
    ? injectTags(withoutHeadTags(html), [
        ...headTags(
          {
            title,
            description: meta.description ?? '',
            type: meta.type ?? 'website',
            canonical: meta.canonical ?? `${url.origin}${url.pathname}`,
            image: meta.image,
            structuredData: meta.structuredData ?? [],
          },
          url,
          language,
        ),
        ...preloadTags(meta),
      ])
    : injectTags(html, preloadTags(meta))
  const blocks = (meta.initialData ?? []).map(initialDataScript)
  if (blocks.length === 0) return withMeta
  // A function, so `$` in the JSON is not read as a replacement pattern.
  return withMeta.replace('</body>', () => `  ${blocks.join('\n  ')}\n  </body>`)
}

const preloadTags = (meta: PageMeta) => (meta.preloadImages ?? []).map(imagePreloadLink)

function injectTags(html: string, tags: string[]) {
  // A function, so `$` in a text is not read as a replacement pattern.
  return tags.length === 0
    ? html
    : html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
}

/** The web build's route-preloads.json (apps/web/build/route-preloads.ts). */
interface RoutePreloads {
  /** The patterns of the pages drawn here for a visitor without a session (first-screen.ts). */
  drawnByServer: ReadonlySet<string>
  /** URL pattern ('/', '/product/*'; a '*' is one path segment) → the chunks of that page. */
  chunks: ReadonlyMap<string, string[]>
}

const NO_PRELOADS: RoutePreloads = { drawnByServer: new Set(), chunks: new Map() }

/** The build's route-preloads.json; missing (an older build) means no per-page hints. */
function readRoutePreloads(dist: string): RoutePreloads {
  const file = path.join(dist, 'route-preloads.json')
  if (!fs.existsSync(file)) return NO_PRELOADS
  const read = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    drawnByServer: string[]
    chunks: Record<string, string[]>
  }
  return {
    drawnByServer: new Set(read.drawnByServer),
    chunks: new Map(Object.entries(read.chunks)),
  }
}

/**
 * Which of the build's listed pages `pathname` is: their patterns are route-preloads.json's,
 * listed once in apps/web/vite.config.ts. A '*' takes one path segment; a trailing slash is
 * allowed.
 */
function pagePattern(patterns: Iterable<string>, pathname: string): string | undefined {
  const segments = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/')
  for (const pattern of patterns) {
    const expected = pattern.split('/')
    const matches =
      expected.length === segments.length &&
      expected.every((part, i) =>
        part === '*' ? /^[^/]+$/.test(segments[i] ?? '') : part === segments[i],
      )
    if (matches) return pattern
  }
  return undefined
}

/** The chunks of the page `pattern` that index.html does not list already. */
function pagePreloads(preloads: RoutePreloads, pattern: string, html: string): string[] {
  return (preloads.chunks.get(pattern) ?? []).filter((file) => !html.includes(`"${file}"`))
}

export function injectPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html
  const links = files.map(
    // Low, like the app's own chunks: the page's first paint and first pictures go first.
    (file) =>
      `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" fetchpriority="low">`,
  )
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
}

/** Files of the build that have a `.br` or `.gz` copy beside them, by the original's path. */
function precompressedFiles(dist: string): Set<string> {
  const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })
  return new Set(
    files
      .filter((file) => file.endsWith('.br') || file.endsWith('.gz'))
      .map((file) => path.join(dist, file.slice(0, -3))),
  )
}

/** The page's encoding by Accept-Encoding: brotli over gzip over none, as for the assets. */
function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim())
    const q = params.find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br'
  if (quality('gzip') > 0) return 'gzip'
  return undefined
}

function compressPage(html: string, encoding: 'br' | 'gzip'): Buffer {
  // A few KB per request: a middle level keeps it well under a millisecond.
  return encoding === 'br'
    ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(html, { level: 6 })
}

/**
 * Serves the built web app: hashed assets with immutable caching, and index.html for every other
 * GET that asks for HTML, so the client router draws the page. Unknown API paths answer JSON 404.
 * Text files travel brotli- or gzip-compressed, chosen by Accept-Encoding from the copies made at
 * build time (docs/decisions/0560-precompressed-assets.md).
 */
export const spaPlugin = fp(async function spa(app: FastifyInstance) {
  const dist = app.config.webDist
  const indexFile = path.join(dist, 'index.html')
  const hasWeb = fs.existsSync(indexFile)
  const renderers: PageMetaRenderer[] = []
  app.decorate('addPageMeta', (renderer: PageMetaRenderer) => {
    renderers.push(renderer)
  })

  if (hasWeb) {
    const compressed = precompressedFiles(dist)
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      // A route per file, made at start: not for the server's own code for drawing first screens
      // (first-screen.ts), which is no public file, nor for the compressed copies, which the
      // original's route sends (a third of the routes, and of the time they take to make).
      wildcard: false,
      globIgnore: ['ssr/**', '**/*.br', '**/*.gz'],
      // Serves file.br or file.gz when the client accepts it (br first), with the original's type.
      preCompressed: true,
      // Our own header below; the plugin's default would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        // filePath is the copy actually sent: x.js.br, x.js.gz, or x.js itself.
        const original = filePath.replace(/\.(?:br|gz)$/, '')
        if (original !== filePath || compressed.has(filePath))
          res.setHeader('vary', 'Accept-Encoding')
      },
    })
  }
  const template = hasWeb
    ? injectDemoBanner(fs.readFileSync(indexFile, 'utf8'), app.config.localProviders)
    : ''
  const routePreloads = hasWeb ? readRoutePreloads(dist) : NO_PRELOADS
  const drawing = hasWeb ? await loadFirstScreen(dist) : undefined
  // Each drawing is kept a minute, within the catalogue's answer budget (docs/decisions/0965).
  const draw = drawing && pageCache(drawing, app.config.catalogueCacheChars)
  let publicConfig: FirstScreenRequest['config'] | undefined

  /** The public configuration as the app reads it; it does not change while the server runs. */
  async function configAnswer() {
    if (publicConfig) return publicConfig
    const res = await innerInject(app, { method: 'GET', url: '/api/v1/config' })
    if (res.statusCode === 200) publicConfig = res.json<FirstScreenRequest['config']>()
    return publicConfig
  }

  /** The page's first screen drawn on the server, where it has one (first-screen.ts). */
  async function firstScreen(
    request: FastifyRequest,
    url: URL,
    landing: boolean,
    language: FirstScreenRequest['language'],
    meta: PageMeta | undefined,
  ) {
    if (!draw || !landing || !drawsFirstScreen(request)) return undefined
    const config = await configAnswer()
    if (!config) return undefined
    return draw({ url: url.href, language, initialData: meta?.initialData, config }).catch(
      (error: unknown) => {
        request.log.warn({ err: error }, 'first screen failed')
        return undefined
      },
    )
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, app.config.publicUrl)
    const language = pageLanguage(request)
    let html = template
    let meta: PageMeta | undefined
    for (const render of renderers) {
      meta = await render(url, language).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page meta failed')
        return undefined
      })
      if (meta) {
        html = injectMeta(template, meta, url, language)
        break
      }
    }
    const page = pagePattern(routePreloads.chunks.keys(), url.pathname)
    const landing = page !== undefined && routePreloads.drawnByServer.has(page)
    const drawn = await firstScreen(request, url, landing, language, meta)
    html = injectFirstScreen(html, language, drawn)
    // The page's own code downloads with the app's instead of after it (docs/decisions/0561,
    // 0968); after a drawn first screen, both download once the page has loaded (first-screen.ts).
    if (drawn === undefined && page) {
      html = injectPreloads(html, pagePreloads(routePreloads, page, template))
    }
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
    const encoding = pageEncoding(request.headers['accept-encoding'])
    if (!encoding) return reply.send(html)
    return reply.header('content-encoding', encoding).send(compressPage(html, encoding))
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? ''
    // A page is any non-API path a browser (or curl) asks for; a missing file such as
    // /assets/x.js stays a 404 instead of turning into HTML.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
      ((request.headers.accept ?? '').includes('text/html') || !/\.[a-z0-9]+$/i.test(pathname))
    if (isPage && hasWeb) return sendIndex(request, reply)
    return reply.status(404).send({ message: 'Not found' })
  })
})
