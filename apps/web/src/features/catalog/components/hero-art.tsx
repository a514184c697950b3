import type { Product } from '@pasar/shared'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { cn } from '@/lib/utils.ts'
import { ProductImage } from './product-image.tsx'

const TILT = [
  '-rotate-3',
  'translate-y-8 rotate-2',
  '-translate-y-2 rotate-2',
  'translate-y-6 -rotate-3',
]

/**
 * The desktop hero's right half: the popular products' pictures as a tilted collage. Decorative
 * (the same products are listed below), so hidden from assistive technology and from phones.
 */
export function HeroArt({ products, loading }: { products: Product[]; loading: boolean }) {
  const pictures = products.slice(0, TILT.length)
  return (
    <div
      aria-hidden="true"
      className="hidden grid-cols-2 gap-5 self-center justify-self-end lg:grid lg:w-[26rem] xl:w-[30rem]"
      data-testid="hero-art"
    >
      {loading
        ? TILT.map((tilt) => (
            <Skeleton key={tilt} className={cn('aspect-square rounded-2xl', tilt)} />
          ))
        : pictures.map((product, index) => (
            <div
              key={product.id}
              className={cn(
                'bg-card overflow-hidden rounded-2xl border shadow-lg ring-1 ring-black/5',
                TILT[index],
              )}
            >
              <ProductImage src={product.images[0]} alt="" sizes="240px" className="w-full" />
            </div>
          ))}
    </div>
  )
}
