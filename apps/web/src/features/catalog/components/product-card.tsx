import { formatDecimal, formatIDR, PRODUCT_CARD_SIZES, type Product } from '@pasar/shared'
import { StarIcon } from 'lucide-react'
import type { Ref } from 'react'
import { Trans } from '@/i18n/trans.tsx'
import { Link } from 'react-router'
import { Busy } from '@/components/ui/busy.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { SkeletonLines } from '@/components/ui/skeleton-list.tsx'
import { WishlistButton } from '@/features/wishlist/index.ts'
import { t as translate, useT, type CatalogT } from '../i18n/index.ts'
import { ProductImage } from './product-image.tsx'

/**
 * A product in a grid: the picture, name and price link to its page; 'Sold by' links to its store
 * and the heart saves it (each its own control, never nested in the product link).
 */
export function ProductCard({
  product,
  priority = false,
  showStock = false,
  ref,
}: {
  product: Product
  /** Cards in the first screenful load at once; the rest wait until scrolled near. */
  priority?: boolean
  /** Say how many are left (the wishlist); 'Sold out' shows on every card either way. */
  showStock?: boolean
  ref?: Ref<HTMLAnchorElement>
}) {
  const { t } = useT()
  const soldOut = product.stock <= 0
  return (
    <div className="group bg-card relative flex w-full flex-col overflow-hidden rounded-xl border shadow-xs transition-shadow hover:shadow-md">
      <Link
        ref={ref}
        to={`/product/${product.uuid}`}
        className="focus-visible:ring-ring/50 flex flex-1 flex-col rounded-t-xl outline-none focus-visible:ring-[3px] focus-visible:ring-inset"
      >
        <div className="relative overflow-hidden">
          <ProductImage
            src={product.images[0]}
            alt={product.name}
            sizes={PRODUCT_CARD_SIZES}
            priority={priority}
            className={`w-full transition-transform duration-300 group-hover:scale-[1.03] ${soldOut ? 'opacity-60' : ''}`}
          />
          {soldOut && (
            <span className="bg-foreground/80 text-background absolute bottom-2 left-2 rounded-md px-2 py-0.5 text-xs font-semibold">
              {t('card.soldOut')}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3 pb-1 sm:p-4 sm:pb-1">
          <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
            {product.category}
          </p>
          <h3 className="truncate text-sm font-semibold sm:text-base" title={product.name}>
            {product.name}
          </h3>
          <p className="text-primary mt-auto pt-1 text-sm font-bold sm:text-base">
            {formatIDR(product.price)}
          </p>
          <ProductFigures product={product} />
          {showStock && (
            <p
              className={
                soldOut ? 'text-destructive text-xs font-medium' : 'text-muted-foreground text-xs'
              }
            >
              {soldOut ? t('card.soldOut') : t('card.left', { count: product.stock })}
            </p>
          )}
        </div>
      </Link>
      <Link
        to={`/stores/${product.store.slug}`}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 mx-3 mb-3 truncate rounded-sm text-xs outline-none hover:underline focus-visible:ring-[3px] sm:mx-4 sm:mb-4"
        title={t('card.soldByTitle', { store: product.store.name })}
      >
        <Trans
          t={t}
          i18nKey="card.soldBy"
          values={{ store: product.store.name }}
          components={{ store: <span className="font-medium" /> }}
        />
      </Link>
      <WishlistButton product={product} className="absolute top-2 right-2" />
    </div>
  )
}

/** '★ 4.8 · 120 sold' under the price, each part only when there is one (ADR 0970). */
export function ProductFigures({ product }: { product: Pick<Product, 'rating' | 'sold'> }) {
  const { t } = useT()
  const { average, count } = product.rating
  if (average === null && product.sold === 0) return null
  return (
    <p className="text-muted-foreground flex items-center gap-1.5 text-xs">
      {average !== null && (
        <span
          className="flex items-center gap-0.5"
          aria-label={t('card.rated', { average: average.toFixed(1), count })}
        >
          <StarIcon className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
          <span aria-hidden="true">{average.toFixed(1)}</span>
        </span>
      )}
      {average !== null && product.sold > 0 && <span aria-hidden="true">·</span>}
      {product.sold > 0 && <span>{soldLabel(product.sold, t)}</span>}
    </p>
  )
}

/**
 * '120 sold', '1,2rb sold' past a thousand, as Indonesian shops write it. Components pass their
 * `useT()` translator; without one, the language shown now.
 */
export function soldLabel(sold: number, t: CatalogT = translate) {
  if (sold < 1000) return t('card.sold', { count: sold })
  const thousands = Math.floor(sold / 100) / 10
  return t('card.soldThousands', { thousands: formatDecimal(thousands) })
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border" data-testid="product-skeleton">
      <Skeleton className="aspect-square w-full rounded-none" />
      <SkeletonLines
        className="flex flex-col gap-2 p-3 sm:p-4"
        lines={['h-3 w-1/3', 'h-4 w-3/4', 'h-4 w-1/2', 'h-3 w-2/3']}
      />
    </div>
  )
}

export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-6'

/** The product grid while its first cards load: `count` card skeletons, named `label`. */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <Busy className={PRODUCT_GRID} label={label}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </Busy>
  )
}
