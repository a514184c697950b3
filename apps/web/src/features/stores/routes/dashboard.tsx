import { ArrowRight, Store as StoreIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { TitledCard } from '@/components/ui/titled-card.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { useSession } from '@/lib/session.ts'
import { useT } from '../i18n/index.ts'
import { useMyStores } from '../api/get-my-stores.ts'
import { PageHeading } from '@/components/page-heading.tsx'
import { RecentOrders } from '../components/recent-orders.tsx'
import { ShortList } from '../components/short-list.tsx'
import { ToShipPill } from '../components/to-ship-badge.tsx'

const STORES_SHOWN = 5

function MyStores() {
  const stores = useMyStores()
  const { t } = useT()
  if (stores.isPending) {
    return <SkeletonList count={3} rowClassName="h-12 w-full" />
  }
  if (stores.isError) return <ErrorState query={stores} title={t('dashboard.storesLoadFailed')} />
  if (!stores.data.length) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-muted-foreground text-sm">{t('dashboard.noStore')}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/stores">{t('dashboard.openStore')}</Link>
        </Button>
      </div>
    )
  }
  return (
    <ShortList all={{ to: '/dashboard/stores', label: t('dashboard.manageAll') }}>
      {stores.data.slice(0, STORES_SHOWN).map((store) => (
        <li key={store.id}>
          <Link
            to={`/dashboard/stores/${store.slug}`}
            className="hover:bg-muted/60 -mx-2 flex items-center gap-3 rounded-md px-2 py-3"
          >
            <span className="bg-primary/10 text-primary grid size-9 shrink-0 place-items-center rounded-lg">
              <StoreIcon className="size-4" aria-hidden="true" />
            </span>
            <span className="grid min-w-0 flex-1">
              <span className="text-sm font-medium break-words">{store.name}</span>
              <span className="text-muted-foreground truncate text-xs">
                {store.description || t('noDescription')}
              </span>
            </span>
            <ToShipPill count={store.toShip} />
            <ArrowRight className="text-muted-foreground size-4" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ShortList>
  )
}

export function Component() {
  const { t } = useT()
  usePageTitle(t('dashboard.title'))
  const name = useSession((s) => s.user?.name)
  return (
    <div className="grid gap-6">
      <PageHeading
        title={t('dashboard.title')}
        description={name ? t('dashboard.welcome', { name }) : t('dashboard.glance')}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TitledCard
          title={t('dashboard.myStores')}
          description={t('dashboard.myStoresDescription')}
        >
          <MyStores />
        </TitledCard>
        <TitledCard
          title={t('dashboard.recentOrders')}
          description={t('dashboard.recentOrdersDescription')}
        >
          <RecentOrders />
        </TitledCard>
      </div>
    </div>
  )
}
