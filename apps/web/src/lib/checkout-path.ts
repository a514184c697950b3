/**
 * The cart hands its selection to the checkout page in the address: `/checkout?items=3,5` (product
 * ids), so a reload or the way back from signing in keeps it (docs/decisions/0880). 'Buy now' of
 * one variant names its cart line too (`&lines=31`): the product's other variants in the cart
 * stay out of that checkout (ADR 1015).
 */
export function checkoutPath(productIds: readonly number[], lineIds: readonly number[] = []) {
  const items = `/checkout?items=${[...new Set(productIds)].join(',')}`
  return lineIds.length > 0 ? `${items}&lines=${[...new Set(lineIds)].join(',')}` : items
}

/** Whole positive numbers in a comma-separated parameter, each once, in order. */
function idsOf(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  return [...new Set(ids)]
}

/** The product ids in `?items=3,5`: whole positive numbers, each once, in order. */
export const itemsFromSearch = (search: URLSearchParams): number[] => idsOf(search.get('items'))

/** The cart lines `?lines=31` narrows the selection to; none: every line of the products. */
export const linesFromSearch = (search: URLSearchParams): number[] => idsOf(search.get('lines'))
