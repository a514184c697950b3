import { POPULAR_PRODUCTS } from '@pasar/shared'
import { ArrowRightIcon, ShoppingBagIcon, StoreIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { cn } from '@/lib/utils.ts'
import { useCategories } from '../api/get-categories.ts'
import { useProducts } from '../api/get-products.ts'
import { HeroArt } from '../components/hero-art.tsx'
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton } from '../components/product-card.tsx'
import { useT } from '../i18n/index.ts'

function Hero() {
  // The same query as 'Popular Products' below: one request serves both.
  const products = useProducts({ limit: POPULAR_PRODUCTS, sort: 'popular' })
  const { t } = useT()
  return (
    <section className="from-primary/10 via-background to-background relative overflow-hidden border-b bg-gradient-to-br">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[minmax(0,1fr)_auto] lg:px-8">
        <div className="flex flex-col items-start gap-6">
          <p className="bg-primary/10 text-primary rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase">
            {t('home.eyebrow')}
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('home.headline')}
          </h1>
          <p className="text-muted-foreground max-w-2xl text-lg">{t('home.intro')}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/products">
                <ShoppingBagIcon aria-hidden="true" />
                {t('home.buyNow')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/dashboard/stores">
                <StoreIcon aria-hidden="true" />
                {t('home.sellNow')}
              </Link>
            </Button>
          </div>
        </div>
        <HeroArt products={products.data?.pages[0]?.data ?? []} loading={products.isPending} />
      </div>
    </section>
  )
}

/** Two tiles a row on phones, three from medium screens, four on large ones. */
const CATEGORY_TILE =
  'grow basis-[calc(50%-0.75rem)] sm:basis-[calc(50%-1rem)] md:basis-[calc(33.333%-1rem)] lg:basis-[calc(25%-1rem)]'

function FeaturedCategories() {
  const categories = useCategories()
  const { t } = useT()
  return (
    <section id="categories" aria-labelledby="categories-title" className="scroll-mt-20">
      <h2 id="categories-title" className="mb-6 text-2xl font-bold tracking-tight">
        {t('home.featuredCategories')}
      </h2>
      {categories.isError ? (
        <ErrorState query={categories} title={t('home.categoriesLoadFailed')} />
      ) : (
        <>
          {/* Tiles grow to fill the last row, whatever the number of categories. */}
          <div className="flex flex-wrap gap-3 sm:gap-4">
            {categories.isPending
              ? Array.from({ length: 4 }, (_, i) => (
                  <Skeleton
                    key={i}
                    className={cn('h-24 rounded-xl', CATEGORY_TILE)}
                    data-testid="category-skeleton"
                  />
                ))
              : (categories.data ?? []).map((category) => (
                  <Link
                    key={category.slug}
                    to={`/category/${category.slug}`}
                    className={cn(
                      'group bg-card hover:border-primary/50 focus-visible:ring-ring/50 flex h-24 items-center justify-between gap-2 rounded-xl border p-4 shadow-xs transition-colors outline-none hover:shadow-md focus-visible:ring-[3px]',
                      CATEGORY_TILE,
                    )}
                  >
                    <span className="font-semibold">{category.name}</span>
                    <ArrowRightIcon
                      className="text-muted-foreground group-hover:text-primary size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </Link>
                ))}
          </div>
        </>
      )}
    </section>
  )
}

function PopularProducts() {
  const products = useProducts({ limit: POPULAR_PRODUCTS, sort: 'popular' })
  const items = products.data?.pages[0]?.data ?? []
  const { t } = useT()
  return (
    <section aria-labelledby="popular-title">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2 id="popular-title" className="text-2xl font-bold tracking-tight">
          {t('home.popularProducts')}
        </h2>
        <Button asChild variant="link" className="px-0">
          <Link to="/products">
            {t('home.viewAllProducts')}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {products.isError ? (
        <ErrorState query={products} title={t('products.loadFailed')} />
      ) : (
        <ul className={PRODUCT_GRID}>
          {products.isPending
            ? Array.from({ length: POPULAR_PRODUCTS }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))
            : items.map((product) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} />
                </li>
              ))}
        </ul>
      )}
    </section>
  )
}

/** The home page (docs/product.md#home). */
export function Component() {
  const { t } = useT()
  usePageTitle(t('home.pageTitle'))
  return (
    <>
      <Hero />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12 sm:px-6 lg:px-8">
        <FeaturedCategories />
        <PopularProducts />
      </div>
    </>
  )
}
