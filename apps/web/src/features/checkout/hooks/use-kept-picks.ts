import { useState } from 'react'

/** Courier picks per checkout, kept for the tab: `pasar:checkout-couriers:3,5` (product ids). */
const PREFIX = 'pasar:checkout-couriers:'

type Picks = ReadonlyMap<number, string>

export const picksKey = (productIds: readonly number[]) =>
  PREFIX + [...productIds].sort((a, b) => a - b).join(',')

/** The picks kept for this checkout; anything unreadable is no pick at all. */
export function readPicks(key: string): Picks {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(key) ?? '[]')
    if (!Array.isArray(parsed)) return new Map()
    const pairs = parsed.filter(
      (pair): pair is [number, string] =>
        Array.isArray(pair) && Number.isInteger(pair[0]) && typeof pair[1] === 'string',
    )
    return new Map(pairs)
  } catch {
    return new Map()
  }
}

function writePicks(key: string, picks: Picks) {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify([...picks]))
  } catch {
    // Storage full or disabled: the picks still hold until the page is left.
  }
}

/**
 * The courier and service the buyer picked for each store (store id → option key), kept in
 * sessionStorage under the checkout's products, so a reload keeps them
 * (docs/product.md#cart-and-checkout). A pick the new quote no longer offers is simply not used
 * (`chosenOption`).
 */
export function useKeptPicks(productIds: readonly number[]) {
  const key = picksKey(productIds)
  const [kept, setKept] = useState(() => ({ key, picks: readPicks(key) }))
  // Another checkout (other products) on the same page: its own picks.
  const current = kept.key === key ? kept : { key, picks: readPicks(key) }
  if (current !== kept) setKept(current)

  function pick(storeId: number, option: string) {
    const picks = new Map(current.picks).set(storeId, option)
    writePicks(key, picks)
    setKept({ key, picks })
  }
  return [current.picks, pick] as const
}
