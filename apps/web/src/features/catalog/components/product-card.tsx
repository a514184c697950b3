import { formatIDR, PRODUCT_CARD_SIZES, type Product } from '@pasar/shared'
import type { Ref } from 'react'
import { Link } from 'react-router'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { ProductImage } from './product-image.tsx'

export function ProductCard({
  product,
  priority = false,
  ref,
}: {
  product: Product
  /** Cards in the first screenful load at once; the rest wait until scrolled near. */
  priority?: boolean
  ref?: Ref<HTMLAnchorElement>
}) {
  return (
    <Link
      ref={ref}
      to={`/product/${product.uuid}`}
      className="group bg-card focus-visible:ring-ring/50 flex w-full flex-col overflow-hidden rounded-xl border shadow-xs transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px]"
    >
      <div className="overflow-hidden">
        <ProductImage
          src={product.images[0]}
          alt={product.name}
          sizes={PRODUCT_CARD_SIZES}
          priority={priority}
          className="w-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
          {product.category}
        </p>
        <h3 className="truncate text-sm font-semibold sm:text-base" title={product.name}>
          {product.name}
        </h3>
        <p className="text-primary mt-auto pt-1 text-sm font-bold sm:text-base">
          {formatIDR(product.price)}
        </p>
      </div>
    </Link>
  )
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border" data-testid="product-skeleton">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  )
}

export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-6'
