import { HeartIcon } from 'lucide-react'
import { useRef } from 'react'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import {
  PRODUCT_GRID,
  ProductCard,
  ProductGridSkeleton,
} from '@/features/catalog/components/product-card.tsx'
import { useWishlist, useWishlistT } from '@/features/wishlist/index.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useFocusKeptInRows } from '@/lib/use-focus-kept-in-list.ts'

/**
 * /wishlist (docs/product.md#wishlist): the saved products as the catalogue's cards, with their
 * current price and how many are left. Composed here: the cards carry the wishlist's hearts.
 */
export function Component() {
  const { t } = useWishlistT()
  usePageTitle(t('title'))
  const wishlist = useWishlist()
  const products = wishlist.data ?? []
  // A product taken off the list (its heart) leaves it: focus goes to the next one, or the title.
  const title = useRef<HTMLHeadingElement>(null)
  const keepFocus = useFocusKeptInRows(wishlist.data, title)

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1
          ref={title}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          {t('title')}
        </h1>
        {products.length > 0 && (
          <p className="text-muted-foreground text-sm">
            {t('productCount', { count: products.length })}
          </p>
        )}
      </div>
      {wishlist.isError ? (
        <ErrorState query={wishlist} title={t('loadFailed')} />
      ) : wishlist.isPending ? (
        <ProductGridSkeleton count={4} label={t('loading')} />
      ) : products.length === 0 ? (
        <EmptyState
          icon={<HeartIcon className="size-6" aria-hidden="true" />}
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          action={{ to: '/products', label: t('browse') }}
        />
      ) : (
        <ul className={PRODUCT_GRID}>
          {products.map((product, index) => (
            <li
              key={product.id}
              {...keepFocus.row(product.id)}
              aria-label={product.name}
              className="focus-visible:ring-ring/50 flex rounded-xl outline-none focus-visible:ring-[3px]"
            >
              <ProductCard product={product} priority={index < 4} showStock />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
