import { describe, expect, it } from 'vitest'
import { nextTurn } from '../../src/db/pglite/scheduler.ts'

describe('turns on PGlite', () => {
  it('grants a turn in a later event-loop iteration, not at once', async () => {
    let granted = false
    const turn = nextTurn().then(() => (granted = true))
    // Every microtask queued now runs before the next iteration.
    await new Promise<void>((resolve) => queueMicrotask(resolve))
    await Promise.resolve()
    expect(granted).toBe(false)
    await turn
    expect(granted).toBe(true)
  })

  it('grants turns in the order they were asked for', async () => {
    const order: number[] = []
    await Promise.all([1, 2, 3, 4].map((n) => nextTurn().then(() => order.push(n))))
    expect(order).toEqual([1, 2, 3, 4])
  })

  it('lets the event loop run other work between two turns', async () => {
    const order: string[] = []
    const first = nextTurn().then(() => order.push('first'))
    const second = nextTurn().then(() => order.push('second'))
    // Stands for a request arriving while both wait: it is read before the second turn.
    setImmediate(() => order.push('other work'))
    await Promise.all([first, second])
    expect(order).toEqual(['first', 'other work', 'second'])
  })
})
