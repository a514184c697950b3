import { formatIDR } from '@pasar/shared'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { toast } from '@/lib/toast.ts'
import { type AdminPayout, useAdminPayouts, useApprovePayout } from '../../api/admin.ts'
import { useRowDialog } from '../../hooks/use-row-dialog.ts'
import { failed } from '../../lib/failure.ts'
import { CellLines, when } from '../admin-table.tsx'
import { ListSection } from '../list-section.tsx'

export function PayoutsSection() {
  const [page, setPage] = useState(1)
  const payouts = useAdminPayouts(page)
  const approve = useApprovePayout()
  const approving = useRowDialog<AdminPayout>()
  const target = approving.row
  return (
    <ListSection
      title="Payouts to approve"
      description="Sellers' requests to be paid their available balance to their bank account."
      failure="Payouts could not be loaded."
      label="Payouts"
      query={payouts}
      rowKey={(p) => p.id}
      empty="No payouts are waiting for approval."
      page={page}
      onPage={setPage}
      columns={[
        {
          header: 'Store',
          cell: (p) => (
            <CellLines detail={when(p.createdAt)}>
              <span className="font-medium">{p.store.name}</span>
            </CellLines>
          ),
        },
        {
          header: 'Amount',
          cell: (p) => <span className="font-medium tabular-nums">{formatIDR(p.amount)}</span>,
        },
        {
          header: 'Bank account',
          cell: (p) => (
            <CellLines detail={p.bankAccount.accountName}>
              <span>
                {p.bankAccount.bankName} · {p.bankAccount.accountNumber}
              </span>
            </CellLines>
          ),
        },
        {
          header: 'Action',
          className: 'md:text-right',
          cell: (p) => (
            <Button size="sm" onClick={() => approving.pick(p)}>
              Approve
            </Button>
          ),
        },
      ]}
    >
      <ConfirmDialog
        {...approving.props}
        title="Approve this payout?"
        description={
          target
            ? `${formatIDR(target.amount)} is sent to ${target.bankAccount.accountName} (${target.bankAccount.bankName} ${target.bankAccount.accountNumber}) for ${target.store.name}.`
            : ''
        }
        confirmLabel="Approve payout"
        variant="default"
        onConfirm={() => {
          if (!target) return
          approve.mutate(
            { id: target.id },
            { onSuccess: () => toast.success('Payout approved.'), onError: failed },
          )
        }}
      />
    </ListSection>
  )
}
