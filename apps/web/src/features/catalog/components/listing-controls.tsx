import { formatDecimal, formatIDR, type ListingSort } from '@pasar/shared'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/native-select.tsx'
import type { ListingFilters } from '../hooks/use-listing-filters.ts'
import { useT, type CatalogT } from '../i18n/index.ts'

/** The sorts as the select lists them, in the language shown (read at render time). */
export function sortLabels(t: CatalogT): Record<ListingSort, string> {
  return {
    newest: t('sort.newest'),
    popular: t('sort.popular'),
    rating: t('sort.rating'),
    price_asc: t('sort.price_asc'),
    price_desc: t('sort.price_desc'),
  }
}

/** Digits typed into a price box, grouped as rupiah ('150000' → '150.000'). */
function grouped(digits: string) {
  return digits === '' ? '' : formatDecimal(Number(digits))
}
const digitsOf = (text: string) => text.replace(/[^0-9]/g, '').slice(0, 10)

function PriceInput({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (digits: string) => void
}) {
  return (
    <label className="relative min-w-0 flex-1 sm:w-36 sm:flex-none">
      <span className="sr-only">{label}</span>
      <span
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm"
        aria-hidden="true"
      >
        Rp
      </span>
      <Input
        inputMode="numeric"
        placeholder={label}
        value={grouped(value)}
        onChange={(event) => onChange(digitsOf(event.target.value))}
        className="pl-9"
      />
    </label>
  )
}

/**
 * Sort and price range of a listing (docs/decisions/0973): the sort applies at once, the price
 * range on Apply. `sorts` limits the choices (a search adds relevance as the default). Reusable
 * on any listing: it only reads and writes `filters`.
 */
export function ListingControls({
  filters,
  onChange,
  defaultLabel,
}: {
  filters: ListingFilters
  onChange: (filters: ListingFilters) => void
  /** What the listing is sorted by when no sort is asked for. */
  defaultLabel?: string
}) {
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '')
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '')
  const { t } = useT()
  const labels = sortLabels(t)
  // The refused maximum, not the message: the message follows the language shown.
  const [error, setError] = useState<number>()
  // The URL moved (back button): the boxes show what it holds.
  const [shown, setShown] = useState(filters)
  if (shown.minPrice !== filters.minPrice || shown.maxPrice !== filters.maxPrice) {
    setShown(filters)
    setMin(filters.minPrice?.toString() ?? '')
    setMax(filters.maxPrice?.toString() ?? '')
  }

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const minPrice = min === '' ? undefined : Number(min)
    const maxPrice = max === '' ? undefined : Number(max)
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError(maxPrice)
      return
    }
    setError(undefined)
    onChange({ ...filters, minPrice, maxPrice })
  }
  const clear = () => {
    setError(undefined)
    setMin('')
    setMax('')
    onChange({ ...filters, minPrice: undefined, maxPrice: undefined })
  }
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
      <form
        onSubmit={apply}
        noValidate
        aria-label={t('price.range')}
        className="flex flex-col gap-1"
      >
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <PriceInput label={t('price.min')} value={min} onChange={setMin} />
            <span className="text-muted-foreground" aria-hidden="true">
              –
            </span>
            <PriceInput label={t('price.max')} value={max} onChange={setMax} />
          </div>
          <Button type="submit" variant="secondary" className="flex-1 sm:flex-none">
            {t('price.apply')}
          </Button>
          {priced && (
            <Button type="button" variant="ghost" className="flex-1 sm:flex-none" onClick={clear}>
              {t('price.clear')}
            </Button>
          )}
        </div>
        {error !== undefined && (
          <p role="alert" className="text-destructive text-sm">
            {t('price.minAboveMax', { max: formatIDR(error) })}
          </p>
        )}
      </form>
      <div className="flex items-center gap-2">
        <span id="listing-sort-label" className="text-muted-foreground text-sm whitespace-nowrap">
          {t('sort.label')}
        </span>
        <NativeSelect
          className="w-full sm:w-48"
          aria-labelledby="listing-sort-label"
          value={filters.sort ?? ''}
          onChange={(event) =>
            onChange({ ...filters, sort: (event.target.value || undefined) as ListingSort })
          }
        >
          {/* No sort asked for: the listing's own order, named as it is. */}
          <option value="">{defaultLabel ?? labels.newest}</option>
          {(Object.keys(labels) as ListingSort[])
            .filter((sort) => defaultLabel !== undefined || sort !== 'newest')
            .map((sort) => (
              <option key={sort} value={sort}>
                {labels[sort]}
              </option>
            ))}
        </NativeSelect>
      </div>
    </div>
  )
}
