import { describe, expect, it } from 'vitest'
import { AnswerCache } from '../../src/modules/catalog/answer-cache.ts'
import { sameStock, stockShown, withStock } from '../../src/modules/catalog/cached-stock.ts'

const none = new Map<number, { stock: number; sold: number }>()
const at = (version: number, stockVersion = 1) => ({ version, stockVersion })

describe('AnswerCache', () => {
  it('gives an answer back only under the catalogue version it was kept at', () => {
    const cache = new AnswerCache(100)
    cache.set('a', at(7), '{"n":1}', none)
    expect(cache.get('a', 7)?.body).toBe('{"n":1}')
    expect(cache.get('a', 8)).toBeUndefined()
    expect(cache.get('b', 7)).toBeUndefined()
  })

  it('never replaces a newer answer with an older one, stock version included', () => {
    const cache = new AnswerCache(100)
    cache.set('a', at(8), 'new', none)
    cache.set('a', at(7), 'old', none)
    expect(cache.get('a', 8)?.body).toBe('new')
    cache.set('a', at(8, 5), 'restocked', none)
    cache.set('a', at(8, 4), 'before', none)
    expect(cache.get('a', 8)).toMatchObject({ body: 'restocked', stockVersion: 5 })
    cache.set('a', at(9), 'newer', none)
    expect(cache.get('a', 9)?.body).toBe('newer')
    expect(cache.size).toBe(1)
  })

  it('lets the least recently used answers go once the text passes its budget', () => {
    const cache = new AnswerCache(10)
    cache.set('a', at(1), 'aaaa', none)
    cache.set('b', at(1), 'bbbb', none)
    expect(cache.get('a', 1)?.body).toBe('aaaa') // now b is the least recently used
    cache.set('c', at(1), 'cccc', none)
    expect(cache.get('b', 1)).toBeUndefined()
    expect(cache.get('a', 1)?.body).toBe('aaaa')
    expect(cache.get('c', 1)?.body).toBe('cccc')
    cache.set('huge', at(1), 'x'.repeat(11), none)
    expect(cache.get('huge', 1)).toBeUndefined()
    expect(cache.size).toBe(2)
  })

  it('keeps nothing with no budget', () => {
    const cache = new AnswerCache(0)
    cache.set('a', at(1), 'a', none)
    expect(cache.get('a', 1)).toBeUndefined()
    expect(cache.size).toBe(0)
  })
})

describe('the stock and sold figures of a kept answer', () => {
  const list = JSON.stringify({
    data: [
      { id: 1, name: 'Lamp', stock: 5, sold: 10 },
      { id: 2, name: 'Mug', stock: 0, sold: 4 },
    ],
    pagination: { currentPage: 1 },
  })

  it('are read from a list and from one product, and from nothing else', () => {
    expect(stockShown(list)).toEqual(
      new Map([
        [1, { stock: 5, sold: 10 }],
        [2, { stock: 0, sold: 4 }],
      ]),
    )
    expect(stockShown('{"data":{"id":3,"stock":7,"sold":0}}')).toEqual(
      new Map([[3, { stock: 7, sold: 0 }]]),
    )
    expect(stockShown('{"data":[{"name":"Lamps","slug":"lamps"}]}').size).toBe(0)
  })

  it('are replaced by the figures now, keeping everything else as it was', () => {
    const now = new Map([
      [1, { stock: 3, sold: 12 }],
      [2, { stock: 0, sold: 4 }],
    ])
    expect(sameStock(stockShown(list), now)).toBe(false)
    expect(sameStock(stockShown(list), new Map([[1, { stock: 5, sold: 11 }]]))).toBe(false)
    const body = withStock(list, now)
    expect(JSON.parse(body)).toEqual({
      data: [
        { id: 1, name: 'Lamp', stock: 3, sold: 12 },
        { id: 2, name: 'Mug', stock: 0, sold: 4 },
      ],
      pagination: { currentPage: 1 },
    })
    expect(sameStock(stockShown(body), now)).toBe(true)
  })
})
