import { ScrollRestoration } from 'react-router'
import { documentArrival } from './arrival.ts'

/** Where the router keeps each history entry's scroll position (sessionStorage). */
export const SCROLL_POSITIONS_KEY = 'pasar:scroll-positions'

/**
 * A page opened by its address or reloaded starts at the top; only back and forward bring a
 * saved position back (docs/product.md#layout). The router restores the position saved for the
 * entry it starts on, so unless the browser came back or forward to this document, that position
 * is forgotten before the router reads it. `entryKey` is the first location's `key` (the router
 * keys positions by it; a page opened by its address has the key 'default', shared by every such
 * opening).
 */
export function forgetStartingPosition(
  entryKey: string,
  arrival = documentArrival(),
  storage: Storage | undefined = globalThis.sessionStorage,
) {
  if (arrival === 'back_forward') return
  try {
    const positions: unknown = JSON.parse(storage?.getItem(SCROLL_POSITIONS_KEY) ?? 'null')
    if (typeof positions !== 'object' || positions === null || !(entryKey in positions)) return
    delete (positions as Record<string, number>)[entryKey]
    storage?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions))
  } catch {
    // Unreadable or no storage: nothing is restored anyway.
  }
}

/** React Router's scroll restoration, its positions under our key (see forgetStartingPosition). */
export function PageScroll() {
  return <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
}
