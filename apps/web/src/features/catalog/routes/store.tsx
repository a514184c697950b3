import { MapPinOff, PackageOpenIcon } from 'lucide-react'
import { useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { StoreVoucherChips } from '@/features/vouchers/index.ts'
import { formatNumber } from '@/i18n/format.ts'
import { ApiError } from '@/lib/api-client.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useStore } from '../api/get-store.ts'
import { useStoreListing } from '../api/get-store-listing.ts'
import { ListingControls } from '../components/listing-controls.tsx'
import { ProductFeed, totalOf } from '../components/product-feed.tsx'
import { StoreHeader, StoreHeaderSkeleton } from '../components/store-header.tsx'
import { useListingFilters } from '../hooks/use-listing-filters.ts'
import { useT } from '../i18n/index.ts'

function StoreNotFound() {
  const { t } = useT()
  usePageTitle(t('notFound.title'))
  return (
    <EmptyState
      icon={<MapPinOff className="size-8" aria-hidden="true" />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={{ to: '/', label: t('notFound.goHome') }}
    />
  )
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** /stores/:slug, the public store page (docs/product.md#store-page). */
export function Component() {
  const { t } = useT()
  const { slug = '' } = useParams()
  const store = useStore(slug)
  const { filters, setFilters } = useListingFilters()
  const listing = useStoreListing(slug, filters)
  usePageTitle(store.data?.name)

  const frame = 'mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10'
  if (isNotFound(store.error) || isNotFound(listing.error)) {
    return (
      <div className={frame}>
        <StoreNotFound />
      </div>
    )
  }
  if (store.isError) {
    return (
      <div className={frame}>
        <ErrorState query={store} title={t('store.loadFailed')} />
      </div>
    )
  }

  const total = totalOf(listing)
  return (
    <div className={frame}>
      {store.isPending ? <StoreHeaderSkeleton /> : <StoreHeader store={store.data} />}
      {store.data && (
        // Asked for once the store and its first products are in, never ahead of them.
        <StoreVoucherChips slug={slug} store={store.data.name} ready={!listing.isPending} />
      )}
      <section aria-labelledby="store-products" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="store-products" className="text-lg font-semibold tracking-tight sm:text-xl">
            {t('store.products')}
            {total !== undefined && total > 0 && (
              <span className="text-muted-foreground ml-2 text-sm font-normal">
                {formatNumber(total)}
              </span>
            )}
          </h2>
        </div>
        <ListingControls filters={filters} onChange={setFilters} />
        {listing.isError && !listing.data ? (
          <ErrorState query={listing} title={t('products.loadFailed')} />
        ) : (
          <ProductFeed
            query={listing}
            empty={
              <EmptyState
                icon={<PackageOpenIcon className="size-6" aria-hidden="true" />}
                {...(filters.minPrice !== undefined || filters.maxPrice !== undefined
                  ? {
                      title: t('store.noProductsInRange'),
                      description: t('store.noProductsInRangeDescription'),
                    }
                  : {
                      title: t('store.noProducts'),
                      description: t('store.noProductsDescription'),
                    })}
                action={{ to: '/products', label: t('store.browseAll') }}
              />
            }
          />
        )}
      </section>
    </div>
  )
}
