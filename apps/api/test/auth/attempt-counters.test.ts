import { describe, expect, it } from 'vitest'
import { memoryCounters } from '../../src/plugins/attempt-counters.ts'

describe('memory attempt counters', () => {
  it('count within a fixed window, hand back down to zero only, and start over after it', async () => {
    let now = 1_000_000
    const counters = memoryCounters(() => now)
    expect(await counters.hit('login:ip:a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 })
    now += 10_000
    expect(await counters.hit('login:ip:a', 60_000)).toEqual({ count: 2, ttlMs: 50_000 })
    await counters.undo('login:ip:a')
    await counters.undo('login:ip:a')
    await counters.undo('login:ip:a')
    expect(await counters.hit('login:ip:a', 60_000)).toEqual({ count: 1, ttlMs: 50_000 })
    // Keys are apart from each other.
    expect((await counters.hit('login:ip:b', 60_000)).count).toBe(1)
    now += 50_000
    expect(await counters.hit('login:ip:a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 })
  })
})
