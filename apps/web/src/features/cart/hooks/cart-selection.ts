import { useSyncExternalStore } from 'react'

/**
 * The cart lines the shopper picked for checkout, by their ids (two sizes of a product are two
 * lines, ADR 1015), kept in localStorage next to the session so a reload (or the way back from
 * the payment popup) keeps them (docs/decisions/0540). A new key: what the old one held were
 * product ids.
 */
const STORAGE_KEY = 'pasar:cart-lines'

let selected: readonly number[] = read()
const listeners = new Set<() => void>()

function read(): number[] {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}

function write(next: readonly number[]) {
  selected = [...new Set(next)]
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(selected))
  } catch {
    // Storage full or disabled: the selection still holds for this tab.
  }
  for (const listener of listeners) listener()
}

globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== STORAGE_KEY) return
  selected = read()
  for (const listener of listeners) listener()
})

export const cartSelection = {
  get: (): readonly number[] => selected,
  set: (lineIds: readonly number[]) => write(lineIds),
  /** Adds lines to the selection (Add to cart, Buy again). */
  add: (lineIds: readonly number[]) => write([...selected, ...lineIds]),
  remove: (lineIds: readonly number[]) => write(selected.filter((id) => !lineIds.includes(id))),
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export function useCartSelection(): readonly number[] {
  return useSyncExternalStore(cartSelection.subscribe, cartSelection.get, cartSelection.get)
}
