import { LRUCache } from 'lru-cache'
import type { Figures } from './cached-stock.ts'
import type { CatalogueVersions } from './repository.ts'

/** A kept answer: its text, the versions read before it was made and its stock figures. */
export interface KeptAnswer {
  version: number
  stockVersion: number
  body: string
  /** The figures each product in the answer shows, by product id; empty when it shows none. */
  stock: ReadonlyMap<number, Figures>
  /**
   * Its order depends on sales (`sort=popular`): reused only while the stock version stands
   * still too, since patching figures cannot reorder it (docs/decisions/0970).
   */
  exact: boolean
}

/**
 * Catalogue answers as sent (JSON text), each kept under the catalogue versions read before it
 * was made (docs/decisions/0205, 0845). An answer is reused as it is while both versions stand
 * still; while only the stock version moved, the caller checks its stock figures again
 * (answerFor in cached-answers.ts). The least recently used answers leave once the kept text
 * passes `maxChars` (an answer longer than that is not kept; 0 keeps none).
 */
export class AnswerCache {
  readonly #answers: LRUCache<string, KeptAnswer> | undefined

  constructor(readonly maxChars: number) {
    this.#answers =
      maxChars > 0
        ? new LRUCache({
            maxSize: maxChars,
            // lru-cache counts sizes from 1.
            sizeCalculation: (answer) => Math.max(1, answer.body.length),
          })
        : undefined
  }

  get size() {
    return this.#answers?.size ?? 0
  }

  /** The answer kept for `key` under the same catalogue version, whatever its stock version. */
  get(key: string, version: number): KeptAnswer | undefined {
    if (this.#answers?.peek(key)?.version !== version) return undefined
    return this.#answers.get(key)
  }

  set(
    key: string,
    versions: CatalogueVersions,
    body: string,
    stock: ReadonlyMap<number, Figures>,
    exact = false,
  ) {
    if (!this.#answers) return
    const kept = this.#answers.peek(key)
    // A slow request finishing late must not replace a newer answer with an older one.
    if (kept && isNewer(kept, versions)) return
    this.#answers.set(key, { ...versions, body, stock, exact })
  }
}

function isNewer(kept: CatalogueVersions, versions: CatalogueVersions) {
  return (
    kept.version > versions.version ||
    (kept.version === versions.version && kept.stockVersion > versions.stockVersion)
  )
}
