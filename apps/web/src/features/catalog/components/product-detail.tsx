import { formatIDR } from '@pasar/shared'
import { StoreIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Trans } from '@/i18n/trans.tsx'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Separator } from '@/components/ui/separator.tsx'
import { Busy } from '@/components/ui/busy.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { SkeletonLines } from '@/components/ui/skeleton-list.tsx'
import { WishlistButton } from '@/features/wishlist/index.ts'
import { ApiError } from '@/lib/api-client.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { optionsOf, type PurchaseChoice, type VariantProduct } from '@/lib/product-variants.ts'
import { useProduct } from '../api/get-product.ts'
import { useVariantChoice } from '../hooks/use-variant-choice.ts'
import { useT } from '../i18n/index.ts'
import { choicePicture, priceRange } from '../lib/variant-choice.ts'
import { ImageCarousel } from './image-carousel.tsx'
import { VariantChips } from './variant-chips.tsx'

function DetailSkeleton() {
  const { t } = useT()
  return (
    <Busy className="grid gap-8 md:grid-cols-2 lg:gap-12" label={t('product.loading')}>
      <Skeleton className="aspect-square w-full rounded-xl" />
      <SkeletonLines
        className="flex flex-col gap-4"
        lines={['h-4 w-24', 'h-9 w-3/4', 'h-8 w-40', 'h-4 w-28', 'h-24 w-full', 'h-11 w-full']}
      />
    </Busy>
  )
}

/**
 * Product page body (docs/product.md#product-page); `purchase` draws the cart feature's actions,
 * `store` what else the page shows of the product's store under its name (its vouchers).
 */
export function ProductDetail({
  uuid,
  purchase,
  store,
}: {
  uuid: string
  purchase: (product: VariantProduct, choice: PurchaseChoice) => ReactNode
  store?: (product: VariantProduct) => ReactNode
}) {
  const { t } = useT()
  const query = useProduct(uuid)
  usePageTitle(query.data?.name)

  if (query.isError) {
    if (!(query.error instanceof ApiError && query.error.status === 404)) {
      return <ErrorState query={query} title={t('product.loadFailed')} />
    }
    return (
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={{ to: '/', label: t('notFound.goHome') }}
      />
    )
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      {query.isPending ? (
        <DetailSkeleton />
      ) : (
        <ProductBody key={query.data.uuid} product={query.data} purchase={purchase} store={store} />
      )}
    </div>
  )
}

/** The price, or the range of prices the options still leave open ('Rp 150.000 – Rp 250.000'). */
function PriceLine({ range: [low, high] }: { range: [number, number] }) {
  return (
    <p className="text-primary text-2xl font-bold tabular-nums sm:text-3xl">
      {low === high ? formatIDR(low) : `${formatIDR(low)} – ${formatIDR(high)}`}
    </p>
  )
}

/** A loaded product: its pictures, figures, option chips and the purchase actions. */
function ProductBody({
  product,
  purchase,
  store,
}: {
  product: VariantProduct
  purchase: (product: VariantProduct, choice: PurchaseChoice) => ReactNode
  store?: (product: VariantProduct) => ReactNode
}) {
  const { t } = useT()
  const variants = useVariantChoice(product)
  const hasOptions = optionsOf(product).length > 0
  return (
    <article className="grid gap-8 md:grid-cols-2 lg:gap-12">
      <ImageCarousel
        images={product.images}
        name={product.name}
        show={choicePicture(product, variants.choice)}
      />
      <div className="flex flex-col gap-4">
        <Badge variant="secondary" className="w-fit">
          {product.category}
        </Badge>
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {product.name}
          </h1>
          <WishlistButton product={product} variant="outline" />
        </div>
        <PriceLine
          range={hasOptions ? priceRange(product, variants.choice) : [product.price, product.price]}
        />
        <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
          <StoreIcon className="size-4 shrink-0" aria-hidden="true" />
          <Link
            to={`/stores/${product.store.slug}`}
            className="hover:text-foreground focus-visible:ring-ring/50 truncate rounded-sm outline-none hover:underline focus-visible:ring-[3px]"
          >
            <Trans
              t={t}
              i18nKey="card.soldBy"
              values={{ store: product.store.name }}
              components={{ store: <span className="text-foreground font-medium" /> }}
            />
          </Link>
        </p>
        {store?.(product)}
        <Separator />
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold">{t('product.description')}</h2>
          <p className="text-muted-foreground leading-relaxed whitespace-pre-line">
            {product.description || t('product.noDescription')}
          </p>
        </div>
        <Separator />
        {hasOptions && (
          <VariantChips
            product={product}
            choice={variants.choice}
            asked={variants.asked}
            groups={variants.groups}
            onChoose={variants.choose}
          />
        )}
        {purchase(product, variants.purchase)}
      </div>
    </article>
  )
}
