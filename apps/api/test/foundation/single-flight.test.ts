import { describe, expect, it } from 'vitest'
import { singleFlight } from '../../src/lib/single-flight.ts'

/** A read whose answers the test releases one by one, counting how many were started. */
function controlledRead() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = []
  let started = 0
  const read = () => {
    started += 1
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }))
  }
  return {
    read,
    started: () => started,
    settle: (value: number) => pending.shift()?.resolve(value),
    fail: (error: Error) => pending.shift()?.reject(error),
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('singleFlight', () => {
  it('never answers a caller with a read that began before it asked', async () => {
    const source = controlledRead()
    const shared = singleFlight(source.read)
    const first = shared()
    // The database moves to 2 after the first read began: the second caller must see it.
    const second = shared()
    source.settle(1)
    await tick()
    source.settle(2)
    expect(await first).toBe(1)
    expect(await second).toBe(2)
  })

  it('serves everyone who asked during a read with one next read', async () => {
    const source = controlledRead()
    const shared = singleFlight(source.read)
    const first = shared()
    const waiting = Array.from({ length: 20 }, () => shared())
    expect(source.started()).toBe(1)
    source.settle(1)
    await tick()
    expect(source.started()).toBe(2)
    source.settle(2)
    expect(await first).toBe(1)
    expect(await Promise.all(waiting)).toEqual(Array(20).fill(2))
    // Nothing running: the next caller starts its own read at once.
    const later = shared()
    expect(source.started()).toBe(3)
    source.settle(3)
    expect(await later).toBe(3)
  })

  it('gives a failed read to its callers only, and reads again for the next', async () => {
    const source = controlledRead()
    const shared = singleFlight(source.read)
    const first = shared()
    const second = shared()
    source.fail(new Error('connection lost'))
    await expect(first).rejects.toThrow('connection lost')
    await tick()
    source.settle(5)
    expect(await second).toBe(5)
  })
})
