/**
 * The cart hands its selection to the checkout page in the address: `/checkout?items=3,5` (product
 * ids), so a reload or the way back from signing in keeps it (docs/decisions/0880).
 */
export const checkoutPath = (productIds: readonly number[]) =>
  `/checkout?items=${productIds.join(',')}`

/** The product ids in `?items=3,5`: whole positive numbers, each once, in order. */
export function itemsFromSearch(search: URLSearchParams): number[] {
  const ids = (search.get('items') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  return [...new Set(ids)]
}
