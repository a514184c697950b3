import { describe, expect, it } from 'vitest'
import { AnswerCache } from '../../src/modules/catalog/answer-cache.ts'

describe('AnswerCache', () => {
  it('gives an answer back only under the version it was kept at', () => {
    const cache = new AnswerCache(100)
    cache.set('a', 7, '{"n":1}')
    expect(cache.get('a', 7)).toBe('{"n":1}')
    expect(cache.get('a', 8)).toBeUndefined()
    expect(cache.get('b', 7)).toBeUndefined()
  })

  it('never replaces a newer answer with an older one', () => {
    const cache = new AnswerCache(100)
    cache.set('a', 8, 'new')
    cache.set('a', 7, 'old')
    expect(cache.get('a', 8)).toBe('new')
    cache.set('a', 9, 'newer')
    expect(cache.get('a', 9)).toBe('newer')
    expect(cache.size).toBe(1)
  })

  it('lets the least recently used answers go once the text passes its budget', () => {
    const cache = new AnswerCache(10)
    cache.set('a', 1, 'aaaa')
    cache.set('b', 1, 'bbbb')
    expect(cache.get('a', 1)).toBe('aaaa') // now b is the least recently used
    cache.set('c', 1, 'cccc')
    expect(cache.get('b', 1)).toBeUndefined()
    expect(cache.get('a', 1)).toBe('aaaa')
    expect(cache.get('c', 1)).toBe('cccc')
    cache.set('huge', 1, 'x'.repeat(11))
    expect(cache.get('huge', 1)).toBeUndefined()
    expect(cache.size).toBe(2)
  })
})
