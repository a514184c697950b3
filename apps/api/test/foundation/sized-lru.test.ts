import { describe, expect, it } from 'vitest'
import { SizedLru } from '../../src/lib/sized-lru.ts'

const texts = () => new SizedLru<string>(10, (text) => text.length)

describe('values kept by size', () => {
  it('lets the least recently used go once the sizes pass the bound', () => {
    const left: string[] = []
    const kept = new SizedLru<string>(
      10,
      (text) => text.length,
      (text) => left.push(text),
    )
    kept.set('a', 'aaaa')
    kept.set('b', 'bbbb')
    expect(kept.get('a')).toBe('aaaa') // now b is the least recently used
    kept.set('c', 'cccc')
    expect([kept.peek('a'), kept.peek('b'), kept.peek('c')]).toEqual(['aaaa', undefined, 'cccc'])
    expect(kept.count).toBe(2)
    kept.delete('a') // taken out, not pushed out
    expect(left).toEqual(['bbbb'])
  })

  it('does not count a value it replaced, nor keep one larger than the bound', () => {
    const kept = texts()
    kept.set('a', 'aaaaaaaa')
    kept.set('a', 'aa')
    kept.set('b', 'bbbbbbbb')
    expect([kept.peek('a'), kept.peek('b')]).toEqual(['aa', 'bbbbbbbb'])
    kept.set('b', 'b'.repeat(11))
    expect(kept.peek('b')).toBeUndefined()
    expect(kept.peek('a')).toBe('aa')
  })

  it('peeks without changing which leaves first', () => {
    const kept = texts()
    kept.set('a', 'aaaa')
    kept.set('b', 'bbbb')
    kept.peek('a')
    kept.set('c', 'cccc')
    expect(kept.peek('a')).toBeUndefined()
    kept.delete('b')
    kept.set('d', 'dddddd')
    expect([kept.peek('c'), kept.peek('d')]).toEqual(['cccc', 'dddddd'])
  })
})
