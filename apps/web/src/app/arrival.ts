/**
 * How the browser reached this document: 'navigate' (an address, a link), 'reload' or
 * 'back_forward'. Kept apart from the router so the first script can ask it.
 */
export function documentArrival(): string {
  const [entry] = globalThis.performance?.getEntriesByType?.('navigation') ?? []
  return (entry as PerformanceNavigationTiming | undefined)?.type ?? 'navigate'
}

/**
 * A reloaded page starts at the top (docs/product.md#layout). The router hands scrolling back to
 * the browser as the page goes (for a later back to it), and the browser then restores a reload
 * too, on the first screen the server drew: this takes it back before the visitor could have
 * scrolled, and keeps the browser from doing it later.
 */
export function startReloadAtTop(arrival = documentArrival()) {
  if (arrival !== 'reload') return
  history.scrollRestoration = 'manual'
  if (window.scrollY !== 0) window.scrollTo(0, 0)
}
