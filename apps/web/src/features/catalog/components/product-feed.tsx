import { PRODUCTS_PAGE_SIZE, SKELETON_CARDS, type Product } from '@pasar/shared'
import type { InfiniteData } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useEndReached } from '../hooks/use-end-reached.ts'
import { useT } from '../i18n/index.ts'
import { ListEnd } from './list-end.tsx'
import {
  PRODUCT_GRID,
  ProductCard,
  ProductCardSkeleton,
  ProductGridSkeleton,
} from './product-card.tsx'

/** Cards above the fold on a large screen load eagerly. */
const EAGER_CARDS = 4

/** What the feed reads of an infinite query of product pages (a listing, a store's products). */
export interface ProductFeedQuery {
  data:
    | InfiniteData<
        { data: Product[]; pagination: { totalItems: number; moreItems?: boolean } },
        unknown
      >
    | undefined
  isPending: boolean
  isFetching: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  hasNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

/** How many products the query's first page says there are, once it has answered. */
export const totalOf = (query: ProductFeedQuery) => query.data?.pages[0]?.pagination.totalItems
/** A search matching more products than it answers ('200+ products'). */
export const moreThanTotal = (query: ProductFeedQuery) =>
  query.data?.pages[0]?.pagination.moreItems === true

/**
 * Products under infinite scroll (docs/product.md#listings): skeletons while the first page
 * loads, `empty` when there are none, else the cards, the next page's places and the list's end.
 */
export function ProductFeed({ query, empty }: { query: ProductFeedQuery; empty: ReactNode }) {
  const { t } = useT()
  const { data, hasNextPage, isFetching, fetchNextPage } = query
  // A failed next page waits for 'Try again' rather than retrying on every scroll.
  const endRef = useEndReached<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetching && !query.isFetchNextPageError,
  )

  if (query.isPending) {
    return <ProductGridSkeleton count={SKELETON_CARDS} label={t('products.loading')} />
  }
  const products = data?.pages.flatMap((page) => page.data) ?? []
  if (products.length === 0) return empty

  // The next page's cards hold their place in the grid before it arrives, so a page that loads
  // at once (its place already on screen) fills them instead of pushing the rest down
  // (docs/decisions/0581-first-answer-in-the-page.md). Not after a failed page: 'Try again'.
  const placeholders =
    hasNextPage && !query.isFetchNextPageError
      ? Math.max(0, Math.min(PRODUCTS_PAGE_SIZE, (totalOf(query) ?? 0) - products.length))
      : 0
  return (
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
  )
}
