import { useLayoutEffect, useMemo, useRef, type FocusEvent, type RefObject } from 'react'

/**
 * A list whose rows can leave while one of them has focus: the seller ships an order from the
 * inbox, the dialog gives focus back to its 'Ship' button, then the refreshed list no longer has
 * the order and the browser drops focus to the top of the page. Here focus goes instead to the row
 * that took its place (the next order), or to `fallback` when none is left, so a keyboard or
 * screen reader user goes on from where they were (docs/product.md#cart-and-checkout).
 *
 * `keys` are the rows' keys in order. Each row element takes `row(key)`: it can take focus
 * (`tabIndex` -1, so give it a name) and tells when focus enters or leaves it. Focus is moved
 * only when it was lost with the row; focus the user took elsewhere stays there.
 */
export function useFocusKeptInList<K>(
  keys: readonly K[] | undefined,
  fallback: RefObject<HTMLElement | null>,
) {
  const last = useRef<{ key: K; index: number } | null>(null)
  const rows = useRef(new Map<K, HTMLElement>())
  useLayoutEffect(() => {
    const was = last.current
    if (!keys || !was || keys.includes(was.key)) return
    last.current = null
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    const next = keys[Math.min(was.index, keys.length - 1)]
    const target = next === undefined ? fallback.current : rows.current.get(next)
    target?.focus()
  }, [keys, fallback])
  return {
    row: (key: K) => ({
      tabIndex: -1,
      ref: (element: HTMLElement | null) => {
        if (element) rows.current.set(key, element)
        else rows.current.delete(key)
      },
      onFocus: () => {
        const index = keys?.indexOf(key) ?? -1
        if (index >= 0) last.current = { key, index }
      },
      // Focus taken elsewhere (another row, a button outside the list) is the user's: forget the
      // row. A dialog opened from the row takes focus too, and gives it back to the row.
      onBlur: (event: FocusEvent) => {
        const to = event.relatedTarget
        if (to instanceof Node && !event.currentTarget.contains(to)) last.current = null
      },
    }),
  }
}

/** The one key of `useFocusKeptWhenGone`'s list. */
const PART = 'part'

/**
 * The same for one part of a page that can go (the buyer's 'Cancel' and 'Order received' once the
 * order moved on): focus that was in it goes to `fallback`. Spread the answer on the part.
 */
export function useFocusKeptWhenGone(present: boolean, fallback: RefObject<HTMLElement | null>) {
  const { onFocus, onBlur } = useFocusKeptInList(present ? [PART] : [], fallback).row(PART)
  return { onFocus, onBlur }
}

/** `useFocusKeptInList` for a list of rows with an `id`, each keyed by it. */
export function useFocusKeptInRows<K>(
  rows: readonly { id: K }[] | undefined,
  fallback: RefObject<HTMLElement | null>,
) {
  const keys = useMemo(() => rows?.map((row) => row.id), [rows])
  return useFocusKeptInList(keys, fallback)
}
