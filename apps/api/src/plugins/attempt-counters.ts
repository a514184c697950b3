/** Where a counter stands after a hit: attempts in its window and the milliseconds left of it. */
export interface CounterState {
  count: number
  ttlMs: number
}

/**
 * Fixed-window counters for rate limits (docs/decisions/0501-sign-in-limit-counts-failures.md).
 * A window starts with the first hit of a key and lasts `windowMs`; `undo` takes one hit back
 * (never below zero) so a caller can count an attempt up front and return it when it turned out
 * not to count.
 */
export interface AttemptCounters {
  hit(key: string, windowMs: number): Promise<CounterState>
  undo(key: string): Promise<void>
  close(): Promise<void>
}

/** Every key lives under this prefix, in Redis and in memory alike. */
export const COUNTER_PREFIX = 'pasar-rl:'

/** In-process counters; expired windows are swept as new ones start. */
export function memoryCounters(now: () => number = Date.now): AttemptCounters {
  const windows = new Map<string, { count: number; endsAt: number }>()
  let sinceSweep = 0
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key)
  }
  return {
    async hit(key, windowMs) {
      const at = now()
      if (++sinceSweep >= 1000) {
        sinceSweep = 0
        sweep(at)
      }
      const name = COUNTER_PREFIX + key
      let window = windows.get(name)
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs }
        windows.set(name, window)
      }
      window.count += 1
      return { count: window.count, ttlMs: window.endsAt - at }
    },
    async undo(key) {
      const window = windows.get(COUNTER_PREFIX + key)
      if (window && window.endsAt > now() && window.count > 0) window.count -= 1
    },
    async close() {
      windows.clear()
    },
  }
}
