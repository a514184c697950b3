import type { Voucher } from '@pasar/shared'
import {
  CreateVoucherDialog,
  EndVoucherButton,
  minSpendText,
  usePlatformVouchers,
  useVouchersT,
  VoucherDiscount,
  VoucherPeriod,
  VoucherStatusBadge,
  voucherStatus,
  VoucherUses,
} from '@/features/vouchers/index.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { CellLines } from '../admin-table.tsx'
import { ListSection } from '../list-section.tsx'

/**
 * Pasar's own vouchers (docs/decisions/1016-vouchers.md): on the items or the shipping ('Gratis
 * Ongkir') of a whole order, paid by the platform. Create one; end one early.
 */
export function VouchersSection() {
  const { t } = useVouchersT()
  const list = usePagedList(null)
  const vouchers = usePlatformVouchers(list.page)
  // The statuses are read as of the server's answer: a voucher just made from now is active.
  const now = vouchers.dataUpdatedAt
  return (
    <ListSection<Voucher>
      title={t('platform.title')}
      description={t('platform.description')}
      failure={t('platform.failure')}
      tools={
        <div>
          <CreateVoucherDialog />
        </div>
      }
      label={t('list')}
      query={vouchers}
      rowKey={(v) => v.id}
      empty={t('platform.empty')}
      onPage={list.setPage}
      columns={[
        {
          header: t('column.code'),
          cell: (v) => (
            <CellLines detail={t(`appliesTo.${v.appliesTo ?? 'ITEMS'}`)}>
              <span className="font-mono font-semibold">{v.code}</span>
            </CellLines>
          ),
        },
        {
          header: t('column.discount'),
          cell: (v) => (
            <CellLines detail={minSpendText(t, v.minSpend)}>
              <span className="font-medium">
                <VoucherDiscount voucher={v} />
              </span>
            </CellLines>
          ),
        },
        {
          header: t('column.period'),
          cell: (v) => (
            <span className="text-muted-foreground text-xs">
              <VoucherPeriod voucher={v} />
            </span>
          ),
        },
        {
          header: t('column.uses'),
          cell: (v) => (
            <CellLines detail={t('perBuyer', { count: v.perBuyer })}>
              <VoucherUses voucher={v} />
            </CellLines>
          ),
        },
        {
          header: t('column.status'),
          cell: (v) => <VoucherStatusBadge voucher={v} now={now} />,
        },
        {
          header: t('column.action'),
          className: 'md:text-right',
          cell: (v) =>
            voucherStatus(v, now) === 'ENDED' ? (
              <span className="text-muted-foreground">—</span>
            ) : (
              <EndVoucherButton voucher={v} />
            ),
        },
      ]}
    />
  )
}
