import type { MyStore } from '@pasar/shared'
import { Plus, Store as StoreIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { useT } from '../i18n/index.ts'
import { ToShipPill } from './to-ship-badge.tsx'

export function StoreCard({ store }: { store: MyStore }) {
  const { t } = useT()
  return (
    <Link
      to={`/dashboard/stores/${store.slug}`}
      className="group bg-card hover:border-primary/40 focus-visible:ring-ring/50 flex h-full flex-col gap-3 rounded-xl border p-5 shadow-xs transition-all outline-none hover:shadow-md focus-visible:ring-[3px]"
    >
      <div className="flex items-start gap-3">
        <span className="bg-primary/10 text-primary grid size-10 shrink-0 place-items-center rounded-lg">
          <StoreIcon className="size-5" aria-hidden="true" />
        </span>
        {/* The whole name, on as many lines as it needs: a cut name cannot tell two stores apart. */}
        <h2 className="min-w-0 flex-1 self-center text-lg leading-snug font-semibold tracking-tight break-words">
          {store.name}
        </h2>
        <ToShipPill count={store.toShip} />
      </div>
      <p className="text-muted-foreground line-clamp-2 min-h-10 text-sm">
        {store.description || t('noDescription')}
      </p>
      <span className="text-primary mt-auto inline-flex items-center gap-1 text-sm font-medium group-hover:underline">
        <Plus className="size-4" aria-hidden="true" />
        {t('addProduct')}
      </span>
    </Link>
  )
}

export function StoreCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-lg" />
        <Skeleton className="h-5 w-2/3" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="mt-2 h-4 w-24" />
    </div>
  )
}
