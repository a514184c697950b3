import { SKELETON_CARDS } from '@pasar/shared'
import { PackageSearchIcon, TriangleAlertIcon } from 'lucide-react'
import { useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useCategories } from '../api/get-categories.ts'
import { useProducts } from '../api/get-products.ts'
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton } from '../components/product-card.tsx'
import { useFullyVisible } from '../hooks/use-fully-visible.ts'

/** Cards above the fold on a large screen load eagerly. */
const EAGER_CARDS = 4

/** /products and /category/:item (SPEC §2 'Product listing and category listing'). */
export function Component() {
  const { item } = useParams()
  const categories = useCategories()
  const categoryName = item ? categories.data?.find((c) => c.slug === item)?.name : undefined
  const title = item ? (categoryName ?? 'Category') : 'All Products'
  const query = useProducts({ category: item })
  const { data, hasNextPage, isFetching, fetchNextPage } = query
  usePageTitle(item ? categoryName : 'Products')

  const lastCardRef = useFullyVisible<HTMLAnchorElement>(() => {
    if (hasNextPage && !isFetching) void fetchNextPage()
  })

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          title="Page not found"
          description="The page you are looking for does not exist"
          action={{ to: '/', label: 'Go to home' }}
        />
      )
    }
    return (
      <EmptyState
        icon={<TriangleAlertIcon className="size-6" aria-hidden="true" />}
        title="Something wrong..."
        description={query.error.message}
      />
    )
  }

  const products = data?.pages.flatMap((page) => page.data) ?? []
  const total = data?.pages[0]?.pagination.totalItems

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {total !== undefined && total > 0 && (
          <p className="text-muted-foreground text-sm">
            {total.toLocaleString('id-ID')} {total === 1 ? 'product' : 'products'}
          </p>
        )}
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
          description="No products found. Try checking other categories or searching again."
          action={{ to: '/', label: 'Back to home' }}
        />
      ) : (
        <>
          <ul className={PRODUCT_GRID}>
            {products.map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard
                  product={product}
                  priority={index < EAGER_CARDS}
                  ref={index === products.length - 1 ? lastCardRef : undefined}
                />
              </li>
            ))}
          </ul>
          {query.isFetchingNextPage && (
            <div className="flex justify-center py-8">
              <Spinner label="Loading more products" className="size-6" />
            </div>
          )}
        </>
      )}
    </div>
  )
}
