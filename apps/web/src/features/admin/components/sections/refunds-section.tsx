import { formatIDR } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/lib/toast.ts'
import { useAdminRefunds, useSettleRefund } from '../../api/admin.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { useRowDialog } from '../../hooks/use-row-dialog.ts'
import { CellLines, when } from '../admin-table.tsx'
import { ChoiceGroup } from '../choice-group.tsx'
import { ListSection } from '../list-section.tsx'
import { ReasonDialog } from '../reason-dialog.tsx'

export function RefundsSection() {
  const list = usePagedList<'FAILED' | 'SETTLED'>('FAILED')
  const refunds = useAdminRefunds(list.filter, list.page)
  const settle = useSettleRefund()
  const settling = useRowDialog<number>()
  return (
    <ListSection
      title="Refunds the provider refused"
      failure="Refunds could not be loaded."
      description="Pay the buyer back outside the provider, then mark the refund settled with a note."
      tools={
        <ChoiceGroup
          label="Refunds to show"
          options={['FAILED', 'SETTLED']}
          value={list.filter}
          onChange={list.filterBy}
          format={(s) => (s === 'FAILED' ? 'To settle' : 'Settled')}
        />
      }
      label="Refunds"
      query={refunds}
      rowKey={(r) => r.id}
      empty={
        list.filter === 'FAILED' ? 'No refunds are waiting to be settled.' : 'Nothing settled yet.'
      }
      page={list.page}
      onPage={list.setPage}
      columns={[
        {
          header: 'Order',
          cell: (r) => (
            <CellLines detail={when(r.createdAt)}>
              <span className="font-medium">Order #{r.orderId}</span>
            </CellLines>
          ),
        },
        {
          header: 'Buyer',
          cell: (r) => (
            <CellLines detail={r.buyer.email} detailClassName="truncate">
              <span>{r.buyer.name}</span>
            </CellLines>
          ),
        },
        {
          header: 'Amount',
          cell: (r) => <span className="font-medium tabular-nums">{formatIDR(r.amount)}</span>,
        },
        {
          header: 'Why',
          cell: (r) =>
            r.settled ? (
              <span className="text-xs">Settled: {r.settled.note}</span>
            ) : (
              <span className="text-muted-foreground text-xs">
                {r.failureMessage ?? 'Refused by the provider'}
              </span>
            ),
        },
        {
          header: 'Action',
          className: 'md:text-right',
          cell: (r) =>
            r.settled ? (
              <Badge variant="success">Settled</Badge>
            ) : (
              <Button size="sm" onClick={() => settling.pick(r.id)}>
                Mark settled
              </Button>
            ),
        },
      ]}
    >
      <ReasonDialog
        {...settling.props}
        title="Mark this refund settled?"
        description="Say how the buyer was paid back. The buyer's order then shows the refund as settled."
        label="Note"
        confirmLabel="Mark settled"
        destructive={false}
        onConfirm={async (note) => {
          if (settling.row === null) return
          await settle.mutateAsync({ id: settling.row, note })
          toast.success('Refund settled.')
        }}
      />
    </ListSection>
  )
}
