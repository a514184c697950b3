import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * A list whose rows can leave while one of them has focus: the seller ships an order from the
 * inbox, the dialog gives focus back to its 'Ship' button, then the refreshed list no longer has
 * the order and the browser drops focus to the top of the page. Here focus goes instead to the row
 * that took its place (the next order), or to `fallback` when none is left, so a keyboard or
 * screen reader user goes on from where they were (docs/product.md#order-inbox).
 *
 * `keys` are the rows' keys in order. Each row gives its element with `rowRef(key)` (focusable,
 * e.g. `tabIndex={-1}` with a name) and says when focus enters it with `onFocus={focused(key)}`.
 * Focus is moved only when it was lost; focus the user put elsewhere stays.
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
    focused: (key: K) => () => {
      const index = keys?.indexOf(key) ?? -1
      if (index >= 0) last.current = { key, index }
    },
    rowRef: (key: K) => (element: HTMLElement | null) => {
      if (element) rows.current.set(key, element)
      else rows.current.delete(key)
    },
  }
}
