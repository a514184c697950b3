import { PRODUCTS_PAGE_SIZE, SKELETON_CARDS } from '@pasar/shared'
import { MapPinOff, PackageOpenIcon } from 'lucide-react'
import { useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useStore } from '../api/get-store.ts'
import { useStoreListing } from '../api/get-store-listing.ts'
import { ListEnd } from '../components/list-end.tsx'
import { ListingControls } from '../components/listing-controls.tsx'
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton } from '../components/product-card.tsx'
import { StoreHeader, StoreHeaderSkeleton } from '../components/store-header.tsx'
import { useEndReached } from '../hooks/use-end-reached.ts'
import { useListingFilters } from '../hooks/use-listing-filters.ts'

const EAGER_CARDS = 4

function StoreNotFound() {
  usePageTitle('Page not found')
  return (
    <EmptyState
      icon={<MapPinOff className="size-8" aria-hidden="true" />}
      title="Page not found"
      description="The page you are looking for does not exist"
      action={{ to: '/', label: 'Go to home' }}
    />
  )
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** /stores/:slug, the public store page (docs/product.md#store-page). */
export function Component() {
  const { slug = '' } = useParams()
  const store = useStore(slug)
  const { filters, setFilters } = useListingFilters()
  const listing = useStoreListing(slug, filters)
  const { data, hasNextPage, isFetching, fetchNextPage } = listing
  usePageTitle(store.data?.name)

  const endRef = useEndReached<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetching && !listing.isFetchNextPageError,
  )

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
        <ErrorState query={store} title="This store could not be loaded" />
      </div>
    )
  }

  const products = data?.pages.flatMap((page) => page.data) ?? []
  const total = data?.pages[0]?.pagination.totalItems
  const placeholders =
    hasNextPage && !listing.isFetchNextPageError
      ? Math.max(0, Math.min(PRODUCTS_PAGE_SIZE, (total ?? 0) - products.length))
      : 0

  return (
    <div className={frame}>
      {store.isPending ? <StoreHeaderSkeleton /> : <StoreHeader store={store.data} />}
      <section aria-labelledby="store-products" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="store-products" className="text-lg font-semibold tracking-tight sm:text-xl">
            Products
            {total !== undefined && total > 0 && (
              <span className="text-muted-foreground ml-2 text-sm font-normal">
                {total.toLocaleString('id-ID')}
              </span>
            )}
          </h2>
        </div>
        <ListingControls filters={filters} onChange={setFilters} />
        {listing.isError && !data ? (
          <ErrorState query={listing} title="Products could not be loaded" />
        ) : listing.isPending ? (
          <div className={PRODUCT_GRID} aria-busy="true" aria-label="Loading products">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : products.length === 0 ? (
          <EmptyState
            icon={<PackageOpenIcon className="size-6" aria-hidden="true" />}
            {...(filters.minPrice !== undefined || filters.maxPrice !== undefined
              ? {
                  title: 'No products in this price range',
                  description: 'Try a wider range, or clear it to see everything this store sells.',
                }
              : {
                  title: 'No products yet',
                  description: 'This store has not put anything up for sale yet.',
                })}
            action={{ to: '/products', label: 'Browse all products' }}
          />
        ) : (
          <>
            <ul className={PRODUCT_GRID}>
              {products.map((product, index) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} priority={index < EAGER_CARDS} />
                </li>
              ))}
              {Array.from({ length: placeholders }, (_, i) => (
                <li key={`next-${products.length + i}`} className="flex" aria-hidden="true">
                  <div ref={i === 0 ? endRef : undefined} className="w-full">
                    <ProductCardSkeleton />
                  </div>
                </li>
              ))}
            </ul>
            <ListEnd
              markerRef={placeholders === 0 ? endRef : undefined}
              hasNextPage={hasNextPage}
              loading={listing.isFetchingNextPage}
              failed={listing.isFetchNextPageError}
              onLoadMore={() => void fetchNextPage()}
            />
          </>
        )}
      </section>
    </div>
  )
}
