import type { InterfaceLanguage } from '@pasar/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requestLanguage, variesByLanguage } from '../../lib/request-language.ts'
import { AnswerCache } from './answer-cache.ts'
import { sameStock, stockShown, withStock, type Figures } from './cached-stock.ts'
import { catalogVersionSource } from './catalog-versions.ts'
import { stockChanges, stockOf, variantStockOf, type CatalogueVersions } from './repository.ts'
import { StockLog } from './stock-log.ts'

/**
 * One cache and one stock log per database, whichever plugins answer through them: the catalogue,
 * the stores and the search dialog share CATALOGUE_CACHE_MB and read each stock change once. Their
 * keys start with what they answer ('all', 'search', 'category', 'product', 'store', 'dialog').
 */
type Memory = { cache: AnswerCache; stockLog: StockLog }
const memories = new WeakMap<FastifyInstance['db'], Map<number, Memory>>()

function sharedMemory(app: FastifyInstance, maxChars: number): Memory {
  const bySize = memories.get(app.db) ?? new Map<number, Memory>()
  memories.set(app.db, bySize)
  let memory = bySize.get(maxChars)
  if (!memory) {
    memory = {
      cache: new AnswerCache(maxChars),
      stockLog: new StockLog((after, upTo) => stockChanges(app.db, after, upTo)),
    }
    bySize.set(maxChars, memory)
  }
  return memory
}

/**
 * Catalogue reads answered from memory while the catalogue stands still (answer-cache,
 * docs/decisions/0205) for the routes of `app`'s plugin, which answer through `answer`: a kept
 * answer is sent as it was; otherwise `make` runs and its 200 answer, once serialized, is kept.
 * A sale moves only the stock version: a kept answer is then sent as it was, or with the new
 * figures of those of its products whose stock changed, read once per process for all answers
 * (stock-log.ts, docs/decisions/0845). With `maxChars` 0 every
 * answer is made afresh, without reading the versions. Answers are made in the request's language
 * (Accept-Language) and kept per language (docs/decisions/1011).
 */
export async function cachedAnswers(app: FastifyInstance, maxChars: number) {
  const catalogueVersions = maxChars === 0 ? undefined : await catalogVersionSource(app)
  const { cache, stockLog } = sharedMemory(app, maxChars)
  const making = new WeakMap<
    FastifyRequest,
    { key: string; versions: CatalogueVersions; exact: boolean }
  >()

  app.addHook('onSend', async (request, reply, payload) => {
    const made = making.get(request)
    if (made && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(made.key, made.versions, payload, stockShown(payload), made.exact)
    }
    return payload
  })

  /** The kept answer for `key` brought to `versions`, or undefined when it must be made. */
  async function keptBody(key: string, versions: CatalogueVersions) {
    const kept = cache.get(key, versions.version)
    if (!kept) return undefined
    if (kept.exact) return kept.stockVersion === versions.stockVersion ? kept.body : undefined
    if (kept.stockVersion >= versions.stockVersion || kept.stock.size === 0) return kept.body
    await stockLog.catchUp(versions.stockVersion)
    const ids = [...kept.stock.keys()]
    const changed = stockLog.changedSince(ids, kept.stockVersion) ?? (await stockOf(app.db, ids))
    const now = await withVariantStock(changed, kept.stock)
    const body = sameStock(kept.stock, now) ? kept.body : withStock(kept.body, now)
    cache.set(key, versions, body, body === kept.body ? kept.stock : stockShown(body))
    return body
  }

  /**
   * `changed` with the stock of the variants now, for those of its products whose variants the
   * answer shows (a product page): a sale of a variant moves its product's stock, so the
   * product is among those changed (docs/decisions/1015-variants.md).
   */
  async function withVariantStock(
    changed: Map<number, Figures>,
    shown: ReadonlyMap<number, Figures>,
  ): Promise<Map<number, Figures>> {
    const ids = [...changed.keys()].filter((id) => shown.get(id)?.variants)
    if (ids.length === 0) return changed
    const variants = await variantStockOf(app.db, ids)
    for (const id of ids) {
      const figures = changed.get(id)
      if (figures) changed.set(id, { ...figures, variants: variants.get(id) ?? new Map() })
    }
    return changed
  }

  /**
   * `make` gets the request's language; `exact`: the answer's order depends on sales, so only an
   * unchanged stock version reuses it.
   */
  async function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    make: (language: InterfaceLanguage) => Promise<T>,
    exact = false,
  ): Promise<T | FastifyReply> {
    const language = requestLanguage(request)
    variesByLanguage(reply)
    if (!catalogueVersions) return make(language)
    const versions = await catalogueVersions()
    const keyed = `${language} ${key}`
    const body = await keptBody(keyed, versions)
    if (body !== undefined) return reply.type('application/json; charset=utf-8').send(body)
    if (request.method === 'GET') making.set(request, { key: keyed, versions, exact })
    return make(language)
  }

  return answer
}

/** What `cachedAnswers` gives a plugin: its routes answer through it, and so do its children's. */
export type CachedAnswer = Awaited<ReturnType<typeof cachedAnswers>>
