import { PRODUCTS_PAGE_SIZE, SKELETON_CARDS } from '@pasar/shared'
import { PackageSearchIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useProducts, type ProductsParams } from '../api/get-products.ts'
import { useEndReached } from '../hooks/use-end-reached.ts'
import { useListingFilters } from '../hooks/use-listing-filters.ts'
import { ListEnd } from './list-end.tsx'
import { ListingControls } from './listing-controls.tsx'
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton } from './product-card.tsx'

/** Cards above the fold on a large screen load eagerly. */
const EAGER_CARDS = 4

/**
 * A listing page (docs/product.md#listings): its title, the sort and price range kept in the URL
 * (docs/decisions/0973), and the products under infinite scroll.
 */
export function ListingPage({
  title,
  params,
  defaultSortLabel,
  emptyDescription = 'No products found. Try checking other categories or searching again.',
}: {
  title: ReactNode
  /** Which products: a category, a search; the filters come from the URL. */
  params: Omit<ProductsParams, 'sort' | 'minPrice' | 'maxPrice'>
  defaultSortLabel?: string
  emptyDescription?: string
}) {
  const { filters, setFilters } = useListingFilters()
  const query = useProducts({ ...params, ...filters })
  const { data, hasNextPage, isFetching, fetchNextPage } = query

  // A failed next page waits for 'Try again' rather than retrying on every scroll.
  const endRef = useEndReached<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetching && !query.isFetchNextPageError,
  )

  if (query.isError && !data) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          title="Page not found"
          description="The page you are looking for does not exist"
          action={{ to: '/', label: 'Go to home' }}
        />
      )
    }
    return <ErrorState query={query} title="Something wrong..." />
  }

  const products = data?.pages.flatMap((page) => page.data) ?? []
  const total = data?.pages[0]?.pagination.totalItems
  // The next page's cards hold their place in the grid before it arrives, so a page that loads
  // at once (its place already on screen) fills them instead of pushing the rest down
  // (docs/decisions/0581-first-answer-in-the-page.md). Not after a failed page: 'Try again'.
  const placeholders =
    hasNextPage && !query.isFetchNextPageError
      ? Math.max(0, Math.min(PRODUCTS_PAGE_SIZE, (total ?? 0) - products.length))
      : 0

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {title}
        </h1>
        {total !== undefined && total > 0 && (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {total.toLocaleString('id-ID')} {total === 1 ? 'product' : 'products'}
          </p>
        )}
      </div>
      <div className="mb-6">
        <ListingControls filters={filters} onChange={setFilters} defaultLabel={defaultSortLabel} />
      </div>
      {query.isPending ? (
        <div className={PRODUCT_GRID} aria-busy="true" aria-label="Loading products">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : products.length === 0 ? (
        <EmptyState
          icon={<PackageSearchIcon className="size-6" aria-hidden="true" />}
          title="Product not found"
          description={emptyDescription}
          action={{ to: '/', label: 'Back to home' }}
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
              // Keyed by the card they stand for: new elements each page, so none of them moves.
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
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onLoadMore={() => void fetchNextPage()}
          />
        </>
      )}
    </div>
  )
}
