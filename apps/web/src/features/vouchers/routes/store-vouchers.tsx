import type { Store } from '@pasar/shared'
import { TicketPercent } from 'lucide-react'
import { useOutletContext, useSearchParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { useStoreVouchers } from '../api/store-vouchers.ts'
import { CreateVoucherDialog } from '../components/create-voucher-dialog.tsx'
import { VouchersList } from '../components/vouchers-list.tsx'
import { useT } from '../i18n/index.ts'

/**
 * The store's Vouchers tab, /dashboard/stores/:slug/vouchers (docs/decisions/1016-vouchers.md):
 * its vouchers with their uses and status, 'Create voucher', and 'End now' on those not ended.
 */
export function Component() {
  const store = useOutletContext<Store>()
  const { t } = useT()
  usePageTitle(t('pageTitle', { store: store.name }))
  const [search, setSearch] = useSearchParams()
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)
  const vouchers = useStoreVouchers(store.slug, page)

  return (
    <section className="grid gap-5" aria-labelledby="vouchers-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="vouchers-title" className="text-2xl font-semibold">
            {t('title')}
          </h2>
          <p className="text-muted-foreground">{t('description')}</p>
        </div>
        <CreateVoucherDialog slug={store.slug} />
      </div>
      {vouchers.isError && !vouchers.data ? (
        <ErrorState query={vouchers} title={t('loadFailed')} />
      ) : !vouchers.data ? (
        <SkeletonList count={3} rowClassName="h-16 w-full rounded-xl" />
      ) : vouchers.data.pagination.totalItems === 0 ? (
        <EmptyState
          icon={<TicketPercent className="size-8" aria-hidden="true" />}
          title={t('empty.title')}
          description={t('empty.description')}
          className="rounded-xl border border-dashed py-12"
        />
      ) : (
        <VouchersList
          slug={store.slug}
          page={vouchers.data}
          // The statuses as of the server's answer: a voucher just made from now is active.
          now={vouchers.dataUpdatedAt}
          fetching={vouchers.isFetching}
          onPage={(next) =>
            setSearch((params) => {
              params.set('page', String(next))
              return params
            })
          }
        />
      )}
    </section>
  )
}
