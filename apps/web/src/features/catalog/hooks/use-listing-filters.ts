import { LISTING_SORTS, type ListingSort } from '@pasar/shared'
import { useSearchParams } from 'react-router'

/** A listing's sort and price range as the page's URL holds them (docs/decisions/0973). */
export interface ListingFilters {
  sort?: ListingSort
  minPrice?: number
  maxPrice?: number
}

const WHOLE = /^[0-9]{1,10}$/

function price(text: string | null) {
  return text !== null && WHOLE.test(text) ? Number(text) : undefined
}

/** Reads what the URL asks for, leaving out what the API would refuse (an unknown sort, …). */
export function filtersFrom(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort')
  const minPrice = price(params.get('minPrice'))
  const maxPrice = price(params.get('maxPrice'))
  const upsideDown = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice
  return {
    sort: LISTING_SORTS.find((s) => s === sort),
    minPrice: upsideDown ? undefined : minPrice,
    maxPrice: upsideDown ? undefined : maxPrice,
  }
}

/**
 * The listing's filters and a setter that writes them into the URL as a new history entry, so a
 * shared link shows the same listing and the back button restores the previous one. Other query
 * parameters (`q`) are kept.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFrom(params)
  const setFilters = (next: ListingFilters) => {
    const updated = new URLSearchParams(params)
    const write = (key: string, value: string | number | undefined) => {
      if (value === undefined || value === '') updated.delete(key)
      else updated.set(key, String(value))
    }
    write('sort', next.sort)
    write('minPrice', next.minPrice)
    write('maxPrice', next.maxPrice)
    setParams(updated)
  }
  return { filters, setFilters }
}
