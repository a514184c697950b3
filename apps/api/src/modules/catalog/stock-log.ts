import type { Figures } from './cached-stock.ts'

/** One recorded change: the stock version that moved and the product's figures when read. */
export interface StockChange extends Figures {
  version: number
  productId: number
}

/**
 * What this process knows of the stock changes since it started serving kept answers
 * (docs/decisions/0845-stock-apart-from-kept-answers.md): for each product changed, the last
 * stock version that changed it and its stock since. When the stock version moves, the changes
 * in between are read once for every kept answer, not once per answer. Versions at or below the
 * floor are unknown (before this process looked, or pruned meanwhile): answers that old read
 * their own stock instead.
 */
export class StockLog {
  #floor: number | undefined
  #known = 0
  readonly #last = new Map<number, { version: number; figures: Figures }>()
  #reading: Promise<void> | undefined

  constructor(
    private readonly read: (after: number, upTo: number) => Promise<StockChange[]>,
    private readonly maxProducts = 100_000,
  ) {}

  /** Reads the changes up to stock version `to`, one read at a time for all callers. */
  async catchUp(to: number): Promise<void> {
    if (this.#floor === undefined) {
      this.#forget(to)
      return
    }
    while (this.#known < to) {
      if (!this.#reading) {
        const after = this.#known
        const upTo = to
        this.#reading = this.read(after, upTo)
          .then((changes) => this.#apply(after, upTo, changes))
          .finally(() => {
            this.#reading = undefined
          })
      }
      await this.#reading
    }
  }

  /** The figures now of those of `ids` changed after `since`; undefined when it cannot tell. */
  changedSince(ids: Iterable<number>, since: number): Map<number, Figures> | undefined {
    if (this.#floor === undefined || since < this.#floor || since > this.#known) return undefined
    const changed = new Map<number, Figures>()
    for (const id of ids) {
      const last = this.#last.get(id)
      if (last && last.version > since) changed.set(id, last.figures)
    }
    return changed
  }

  #apply(after: number, upTo: number, changes: StockChange[]) {
    // Every stock version records at least one change, so a missing first one was pruned.
    if (changes[0]?.version !== after + 1) {
      this.#forget(upTo)
      return
    }
    for (const change of changes) {
      this.#last.set(change.productId, {
        version: change.version,
        figures: { stock: change.stock, sold: change.sold },
      })
    }
    this.#known = upTo
    if (this.#last.size > this.maxProducts) this.#forget(upTo)
  }

  #forget(to: number) {
    this.#last.clear()
    this.#floor = to
    this.#known = to
  }
}
