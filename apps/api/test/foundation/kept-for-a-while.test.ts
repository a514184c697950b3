import { describe, expect, it } from 'vitest'
import { keptForAWhile } from '../../src/lib/kept-for-a-while.ts'

/** A question's answers, counted: the n-th call answers `${question} ${n}`. */
function counted() {
  let calls = 0
  return {
    make: (question: string) => async () => `${question} ${++calls}`,
    calls: () => calls,
  }
}

describe('answers kept for a while', () => {
  it('gives the kept answer until it is older than ttlMs, then asks again', async () => {
    let clock = 0
    const ask = keptForAWhile<string>({
      ttlMs: 100,
      maxSize: 10,
      sizeOf: () => 1,
      now: () => clock,
    })
    const source = counted()
    expect(await ask('a', source.make('a'))).toBe('a 1')
    clock = 99
    expect(await ask('a', source.make('a'))).toBe('a 1')
    expect(await ask('b', source.make('b'))).toBe('b 2')
    clock = 100
    expect(await ask('a', source.make('a'))).toBe('a 3')
    expect(source.calls()).toBe(3)
  })

  it('lets askers of the same question meanwhile share one call', async () => {
    const ask = keptForAWhile<string>({ ttlMs: 100, maxSize: 10, sizeOf: () => 1 })
    const source = counted()
    const answers = await Promise.all([1, 2, 3].map(() => ask('a', source.make('a'))))
    expect(answers).toEqual(['a 1', 'a 1', 'a 1'])
    expect(source.calls()).toBe(1)
  })

  it('keeps neither a failed call nor an answer `keeps` refuses', async () => {
    const ask = keptForAWhile<string>({
      ttlMs: 100,
      maxSize: 10,
      sizeOf: () => 1,
      keeps: (answer) => answer !== 'none',
    })
    await expect(ask('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await ask('a', async () => 'none')).toBe('none')
    expect(await ask('a', async () => 'some')).toBe('some')
    expect(await ask('a', async () => 'other')).toBe('some')
  })

  it('keeps answers while their sizes stay under maxSize, the least recently used leaving first', async () => {
    const ask = keptForAWhile<string>({ ttlMs: 100, maxSize: 8, sizeOf: (text) => text.length })
    const source = counted()
    await ask('a', source.make('a')) // 'a 1': 3
    await ask('b', source.make('b')) // 'b 2': 3
    await ask('a', source.make('a')) // kept; b is now the least recently used
    await ask('c', source.make('c')) // 'c 3': 3, past 8: b leaves
    expect(await ask('a', source.make('a'))).toBe('a 1')
    expect(await ask('b', source.make('b'))).toBe('b 4')
  })
})
