import { formatIDR } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/lib/toast.ts'
import { useAdminRefunds, useSettleRefund } from '../../api/admin.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { useRowDialog } from '../../hooks/use-row-dialog.ts'
import { useT } from '../../i18n/index.ts'
import { CellLines, PersonCell, useWhen } from '../admin-table.tsx'
import { ChoiceGroup } from '../choice-group.tsx'
import { ListSection } from '../list-section.tsx'
import { ReasonDialog } from '../reason-dialog.tsx'

export function RefundsSection() {
  const { t } = useT()
  const when = useWhen()
  const list = usePagedList<'FAILED' | 'SETTLED'>('FAILED')
  const refunds = useAdminRefunds(list.filter, list.page)
  const settle = useSettleRefund()
  const settling = useRowDialog<number>()
  return (
    <ListSection
      title={t('refunds.title')}
      failure={t('refunds.failure')}
      description={t('refunds.description')}
      tools={
        <ChoiceGroup
          label={t('refunds.show')}
          options={['FAILED', 'SETTLED']}
          value={list.filter}
          onChange={list.filterBy}
          format={(s) => (s === 'FAILED' ? t('refunds.toSettle') : t('refunds.settled'))}
        />
      }
      label={t('refunds')}
      query={refunds}
      rowKey={(r) => r.id}
      empty={list.filter === 'FAILED' ? t('refunds.emptyToSettle') : t('refunds.emptySettled')}
      onPage={list.setPage}
      columns={[
        {
          header: t('refunds.order'),
          cell: (r) => (
            <CellLines detail={when(r.createdAt)}>
              <span className="font-medium">{t('refunds.orderNumber', { id: r.orderId })}</span>
            </CellLines>
          ),
        },
        {
          header: t('refunds.buyer'),
          cell: (r) => <PersonCell person={r.buyer} />,
        },
        {
          header: t('column.amount'),
          cell: (r) => <span className="font-medium tabular-nums">{formatIDR(r.amount)}</span>,
        },
        {
          header: t('refunds.why'),
          cell: (r) =>
            r.settled ? (
              <span className="text-xs">{t('refunds.settledNote', { note: r.settled.note })}</span>
            ) : (
              <span className="text-muted-foreground text-xs">
                {r.failureMessage ?? t('refunds.refused')}
              </span>
            ),
        },
        {
          header: t('column.action'),
          className: 'md:text-right',
          cell: (r) =>
            r.settled ? (
              <Badge variant="success">{t('refunds.settled')}</Badge>
            ) : (
              <Button size="sm" onClick={() => settling.pick(r.id)}>
                {t('refunds.markSettled')}
              </Button>
            ),
        },
      ]}
    >
      <ReasonDialog
        {...settling.props}
        title={t('refunds.confirmTitle')}
        description={t('refunds.confirmDescription')}
        label={t('refunds.note')}
        confirmLabel={t('refunds.markSettled')}
        destructive={false}
        onConfirm={async (note) => {
          if (settling.row === null) return
          await settle.mutateAsync({ id: settling.row, note })
          toast.success(t('refunds.settledToast'))
        }}
      />
    </ListSection>
  )
}
