import type { PublicStore } from '@pasar/shared'
import { CalendarDaysIcon, MapPinIcon, PackageCheckIcon, StarIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Busy } from '@/components/ui/busy.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { SkeletonLines } from '@/components/ui/skeleton-list.tsx'
import { useMonthYearFormat } from '@/i18n/format.ts'
import { useT } from '../i18n/index.ts'

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      <span>{children}</span>
    </li>
  )
}

/** The store page's header (docs/product.md#store-page): who sells, from where, how well. */
export function StoreHeader({ store }: { store: PublicStore }) {
  const { t } = useT()
  const joined = useMonthYearFormat()
  const { average, count } = store.rating
  const icon = 'text-muted-foreground size-4 shrink-0'
  return (
    <section aria-labelledby="store-name" className="bg-card rounded-2xl border p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <div
          aria-hidden="true"
          className="bg-primary text-primary-foreground grid size-14 shrink-0 place-items-center rounded-full text-2xl font-bold sm:size-16"
        >
          {store.name.trim().charAt(0).toUpperCase()}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h1 id="store-name" className="text-xl font-bold tracking-tight break-words sm:text-2xl">
            {store.name}
          </h1>
          <ul className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {store.city && (
              <Fact icon={<MapPinIcon className={icon} aria-hidden="true" />}>{store.city}</Fact>
            )}
            <Fact
              icon={
                <StarIcon
                  className={
                    average === null ? icon : 'size-4 shrink-0 fill-amber-400 text-amber-400'
                  }
                  aria-hidden="true"
                />
              }
            >
              {average === null ? (
                t('store.noRatings')
              ) : (
                <>
                  <span className="text-foreground font-semibold">{average.toFixed(1)}</span>{' '}
                  {t('store.ratingCount', { count })}
                </>
              )}
            </Fact>
            <Fact icon={<PackageCheckIcon className={icon} aria-hidden="true" />}>
              {t('store.sold', { count: store.sold })}
            </Fact>
            <Fact icon={<CalendarDaysIcon className={icon} aria-hidden="true" />}>
              {t('store.joined', { date: joined(store.createdAt) })}
            </Fact>
          </ul>
        </div>
      </div>
      {store.description && (
        <p className="text-muted-foreground mt-4 leading-relaxed whitespace-pre-line">
          {store.description}
        </p>
      )}
    </section>
  )
}

export function StoreHeaderSkeleton() {
  const { t } = useT()
  return (
    <Busy
      className="flex items-start gap-4 rounded-2xl border p-5 sm:p-6"
      label={t('store.loading')}
    >
      <Skeleton className="size-14 shrink-0 rounded-full sm:size-16" />
      <SkeletonLines
        className="flex flex-1 flex-col gap-3"
        lines={['h-7 w-1/2', 'h-4 w-3/4', 'h-4 w-full']}
      />
    </Busy>
  )
}
