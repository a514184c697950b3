import { formatDecimal, formatIDR, type ListingSort } from '@pasar/shared'
import { Controller, useForm, type Control } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/native-select.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import type { ListingFilters } from '../hooks/use-listing-filters.ts'
import { useT, type CatalogT } from '../i18n/index.ts'
import type { priceRangeSchema } from '../lib/price-range-schema.ts'

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

type PriceRange = z.input<typeof priceRangeSchema>
type PriceBounds = z.output<typeof priceRangeSchema>

// The price filter's rules (priceRangeSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('../lib/price-range-schema.ts').then((m) => m.priceRangeSchema),
)

const MESSAGE_ID = 'listing-price-message'

/** A price box showing its digits grouped as rupiah; the form holds the digits alone. */
function PriceInput({
  control,
  name,
  label,
  invalid,
}: {
  control: Control<PriceRange, unknown, PriceBounds>
  name: keyof PriceRange
  label: string
  invalid: boolean
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
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            ref={field.ref}
            name={field.name}
            inputMode="numeric"
            placeholder={label}
            value={grouped(String(field.value ?? ''))}
            onChange={(event) => field.onChange(digitsOf(event.target.value))}
            onBlur={field.onBlur}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? MESSAGE_ID : undefined}
            className="pl-9"
          />
        )}
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
  const { t } = useT()
  const labels = sortLabels(t)
  // The address holds the range: the boxes show it, again when it moves (the back button).
  const form = useForm<PriceRange, unknown, PriceBounds>({
    resolver: validate,
    values: {
      minPrice: filters.minPrice?.toString() ?? '',
      maxPrice: filters.maxPrice?.toString() ?? '',
    },
  })
  const { errors } = form.formState
  const error = errors.minPrice ?? errors.maxPrice
  // An upside-down range (priceRangeInOrder's custom issue) names the maximum typed, in the
  // language shown. Not compared by its text: that constant would bring zod with this page.
  const message =
    error?.type === 'custom'
      ? t('price.minAboveMax', { max: formatIDR(Number(form.getValues('maxPrice'))) })
      : error?.message && translateMessage(error.message)

  const apply = form.handleSubmit(({ minPrice, maxPrice }) =>
    onChange({ ...filters, minPrice, maxPrice }),
  )
  const clear = () => {
    form.reset({ minPrice: '', maxPrice: '' })
    onChange({ ...filters, minPrice: undefined, maxPrice: undefined })
  }
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
      <form
        onFocus={validate.loadAhead}
        onSubmit={apply}
        noValidate
        aria-label={t('price.range')}
        className="flex flex-col gap-1"
      >
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <PriceInput
              control={form.control}
              name="minPrice"
              label={t('price.min')}
              invalid={errors.minPrice !== undefined}
            />
            <span className="text-muted-foreground" aria-hidden="true">
              –
            </span>
            <PriceInput
              control={form.control}
              name="maxPrice"
              label={t('price.max')}
              invalid={errors.maxPrice !== undefined}
            />
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
        {message && (
          <p id={MESSAGE_ID} role="alert" className="text-destructive text-sm">
            {message}
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
