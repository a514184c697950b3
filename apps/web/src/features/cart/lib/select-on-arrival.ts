/**
 * Other screens open the cart with lines to select (e.g. 'Buy again') by passing
 * `{ select: cartItemIds }` as the navigation state; anything else selects nothing.
 */
export function selectionFromNavigation(state: unknown): number[] {
  if (typeof state !== 'object' || state === null || !('select' in state)) return NO_IDS
  const ids = (state as { select: unknown }).select
  if (!Array.isArray(ids)) return NO_IDS
  const valid = ids.filter((id): id is number => Number.isInteger(id) && id > 0)
  return valid.length > 0 ? valid : NO_IDS
}

const NO_IDS: number[] = []
