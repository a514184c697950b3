import { ErrorState } from '@/components/ui/error-state.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { useMyStores } from '../api/get-my-stores.ts'
import { CreateStoreDialog } from '../components/create-store-dialog.tsx'
import { PageHeading } from '@/components/page-heading.tsx'
import { StoreCard, StoreCardSkeleton } from '../components/store-card.tsx'
import { useT } from '../i18n/index.ts'

const SKELETONS = 6

export function Component() {
  const { t } = useT()
  usePageTitle(t('stores.title'))
  const stores = useMyStores()
  return (
    <div className="grid gap-6">
      <PageHeading
        title={t('stores.title')}
        description={t('stores.description')}
        action={<CreateStoreDialog />}
      />
      {stores.isError ? (
        <ErrorState query={stores} title={t('stores.loadFailed')} />
      ) : (
        <ul
          aria-busy={stores.isPending}
          aria-label={t('stores.list')}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {stores.isPending
            ? Array.from({ length: SKELETONS }, (_, i) => (
                <li key={i}>
                  <StoreCardSkeleton />
                </li>
              ))
            : stores.data.map((store) => (
                <li key={store.id}>
                  <StoreCard store={store} />
                </li>
              ))}
        </ul>
      )}
      {stores.data?.length === 0 && (
        <p className="text-muted-foreground rounded-xl border border-dashed py-16 text-center">
          {t('stores.empty')}
        </p>
      )}
    </div>
  )
}
