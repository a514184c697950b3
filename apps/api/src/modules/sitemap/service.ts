import type { FastifyInstance } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client.ts'
import {
  catalogVersionSource,
  countListedProducts,
  listedCategories,
  listedProducts,
} from '../catalog/index.ts'
import { countListedStores, listedStores } from '../stores/index.ts'
import { sitemapIndex, urlSet, type SitemapUrl } from './xml.ts'

/** The most addresses one sitemap may list (sitemaps.org); past it, /sitemap.xml is an index. */
export const SITEMAP_PAGE_SIZE = 50_000
/** The sitemaps' text kept at most; a page of 50,000 products is about 5 million characters. */
const KEPT_CHARS = 16 * 1024 * 1024

/**
 * What crawlers are asked to leave alone: the seller's and operator's consoles, the cart and
 * checkout, the account pages (apps/web/src/app/router.tsx) and the API.
 */
const DISALLOWED = [
  '/dashboard',
  '/admin',
  '/cart',
  '/checkout',
  '/profile',
  '/wishlist',
  '/sign-in',
  '/sign-up',
  '/signin/',
  '/api/',
]

/** robots.txt: every public page may be crawled, and the sitemap says which they are. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

/** A run of addresses, in a steady order: how many, and `limit` of them from `offset`. */
interface Run {
  count: number
  read: (offset: number, limit: number) => Promise<SitemapUrl[]>
}

/**
 * The public pages the web app routes (apps/web/src/app/router.tsx): the home page and every
 * category, then every store shoppers can open, then every product they can see, each read from
 * the module that owns it under the catalogue's one visibility rule.
 */
async function runsOf(db: Db, publicUrl: string): Promise<Run[]> {
  const at = (...segments: string[]) =>
    `${publicUrl}/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`
  const [categories, stores, products] = await Promise.all([
    listedCategories({ db }),
    countListedStores({ db }),
    countListedProducts({ db }),
  ])
  const fixed: SitemapUrl[] = [
    { loc: `${publicUrl}/` },
    ...categories.map((slug) => ({ loc: at('category', slug) })),
  ]
  return [
    { count: fixed.length, read: async (offset, limit) => fixed.slice(offset, offset + limit) },
    {
      count: stores,
      read: async (offset, limit) =>
        (await listedStores({ db }, offset, limit)).map((store) => ({
          loc: at('stores', store.slug),
          lastmod: store.updatedAt,
        })),
    },
    {
      count: products,
      read: async (offset, limit) =>
        (await listedProducts({ db }, offset, limit)).map((product) => ({
          loc: at('product', product.uuid),
          lastmod: product.updatedAt,
        })),
    },
  ]
}

/** At most `limit` addresses from the `start`-th, across the runs in order. */
async function addresses(runs: Run[], start: number, limit: number): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = []
  let offset = start
  for (const run of runs) {
    if (urls.length >= limit) break
    if (offset >= run.count) {
      offset -= run.count
      continue
    }
    urls.push(...(await run.read(offset, limit - urls.length)))
    offset = 0
  }
  return urls
}

/**
 * `/sitemap.xml` (`page` undefined) or `/sitemap-{page}.xml`; undefined when there is no such
 * page. Up to `pageSize` addresses, /sitemap.xml lists them all; past that, it is an index of
 * pages of `pageSize` each.
 */
export async function sitemapText(
  db: Db,
  publicUrl: string,
  page: number | undefined,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<string | undefined> {
  const runs = await runsOf(db, publicUrl)
  const total = runs.reduce((sum, run) => sum + run.count, 0)
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (page === undefined && pages > 1) {
    return sitemapIndex(
      Array.from({ length: pages }, (_, i) => `${publicUrl}/sitemap-${i + 1}.xml`),
    )
  }
  const shown = page ?? 1
  if (shown > pages) return undefined
  return urlSet(await addresses(runs, (shown - 1) * pageSize, pageSize))
}

/**
 * The sitemaps of `app`, each kept while the catalogue's version stands still: any change to
 * products, stores or categories (a product hidden, deleted or added) moves it, so the next ask
 * reads them afresh (docs/decisions/0205). Asks of the same page meanwhile share one reading.
 */
export async function keptSitemaps(app: FastifyInstance, pageSize = SITEMAP_PAGE_SIZE) {
  const versions = await catalogVersionSource(app)
  const kept = new LRUCache<string, string, { page: number | undefined }>({
    maxSize: KEPT_CHARS,
    sizeCalculation: (text) => text.length,
    // A reading pushed out still answers those waiting for it.
    ignoreFetchAbort: true,
    // No such page (undefined) is not kept.
    fetchMethod: (_key, _stale, { context }) =>
      sitemapText(app.db, app.config.publicUrl, context.page, pageSize),
  })
  return async (page?: number) => {
    const { version } = await versions()
    return kept.fetch(`${version} ${page ?? 'sitemap'}`, { context: { page } })
  }
}
