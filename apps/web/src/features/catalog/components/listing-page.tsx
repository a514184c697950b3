import { PackageSearchIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useProducts, type ProductsParams } from '../api/get-products.ts'
import { useListingFilters } from '../hooks/use-listing-filters.ts'
import { useT } from '../i18n/index.ts'
import { ListingControls } from './listing-controls.tsx'
import { moreThanTotal, ProductFeed, totalOf } from './product-feed.tsx'

/**
 * A listing page (docs/product.md#listings): its title, the sort and price range kept in the URL
 * (docs/decisions/0973), and the products under infinite scroll.
 */
export function ListingPage({
  title,
  params,
  defaultSortLabel,
  emptyDescription,
}: {
  title: ReactNode
  /** Which products: a category, a search; the filters come from the URL. */
  params: Omit<ProductsParams, 'sort' | 'minPrice' | 'maxPrice'>
  defaultSortLabel?: string
  emptyDescription?: string
}) {
  const { t } = useT()
  const { filters, setFilters } = useListingFilters()
  const query = useProducts({ ...params, ...filters })

  if (query.isError && !query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={{ to: '/', label: t('notFound.goHome') }}
        />
      )
    }
    return <ErrorState query={query} title={t('listing.loadFailed')} />
  }

  const total = totalOf(query)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {title}
        </h1>
        {total !== undefined && total > 0 && (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t(moreThanTotal(query) ? 'listing.productCountMore' : 'listing.productCount', {
              count: total,
            })}
          </p>
        )}
      </div>
      <div className="mb-6">
        <ListingControls filters={filters} onChange={setFilters} defaultLabel={defaultSortLabel} />
      </div>
      <ProductFeed
        query={query}
        empty={
          <EmptyState
            icon={<PackageSearchIcon className="size-6" aria-hidden="true" />}
            title={t('listing.emptyTitle')}
            description={emptyDescription ?? t('listing.emptyDescription')}
            action={{ to: '/', label: t('listing.backHome') }}
          />
        }
      />
    </div>
  )
}
