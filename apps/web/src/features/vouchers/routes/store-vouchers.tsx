import type { Store } from '@pasar/shared'
import { TicketPercent } from 'lucide-react'
import { useOutletContext } from 'react-router'
import { PageHeading } from '@/components/page-heading.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { usePageParam } from '@/lib/use-page-param.ts'
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
  const [page, setPage] = usePageParam()
  const vouchers = useStoreVouchers(store.slug, page)

  return (
    <section className="grid gap-5" aria-labelledby="vouchers-title">
      <PageHeading
        level={2}
        id="vouchers-title"
        title={t('title')}
        description={t('description')}
        action={<CreateVoucherDialog slug={store.slug} />}
      />
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
          onPage={setPage}
        />
      )}
    </section>
  )
}
