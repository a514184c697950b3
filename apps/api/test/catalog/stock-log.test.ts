import { describe, expect, it } from 'vitest'
import { StockLog, type StockChange } from '../../src/modules/catalog/stock-log.ts'

/** A log over a list of recorded changes, counting its reads. */
function logOver(changes: StockChange[]) {
  const reads: Array<[number, number]> = []
  const log = new StockLog(async (after, upTo) => {
    reads.push([after, upTo])
    return changes.filter((c) => c.version > after && c.version <= upTo)
  })
  return { log, reads }
}

describe('StockLog', () => {
  it('knows nothing before it first looked', async () => {
    const { log, reads } = logOver([])
    await log.catchUp(5)
    expect(reads).toEqual([])
    expect(log.changedSince([1], 4)).toBeUndefined()
    expect(log.changedSince([1], 5)).toEqual(new Map())
  })

  it('reads the changes in between once for every caller, and tells which products moved', async () => {
    const { log, reads } = logOver([
      { version: 6, productId: 1, stock: 4, sold: 1 },
      { version: 7, productId: 2, stock: 0, sold: 5 },
      { version: 7, productId: 1, stock: 3, sold: 2 },
    ])
    await log.catchUp(5)
    await Promise.all([log.catchUp(7), log.catchUp(7), log.catchUp(6)])
    expect(reads).toEqual([[5, 7]])
    expect(log.changedSince([1, 2, 3], 5)).toEqual(
      new Map([
        [1, { stock: 3, sold: 2 }],
        [2, { stock: 0, sold: 5 }],
      ]),
    )
    expect(log.changedSince([1, 2, 3], 7)).toEqual(new Map())
  })

  it('forgets everything when changes it needs were pruned', async () => {
    const { log } = logOver([{ version: 9, productId: 1, stock: 2, sold: 0 }])
    await log.catchUp(5)
    await log.catchUp(9) // versions 6–8 are gone
    expect(log.changedSince([1], 5)).toBeUndefined()
    expect(log.changedSince([1], 9)).toEqual(new Map())
  })
})
