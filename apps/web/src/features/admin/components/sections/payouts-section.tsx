import { formatIDR } from '@pasar/shared'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { toast } from '@/lib/toast.ts'
import { type AdminPayout, useAdminPayouts, useApprovePayout } from '../../api/admin.ts'
import { useRowDialog } from '../../hooks/use-row-dialog.ts'
import { useT } from '../../i18n/index.ts'
import { failed } from '../../lib/failure.ts'
import { CellLines, useWhen } from '../admin-table.tsx'
import { ListSection } from '../list-section.tsx'

export function PayoutsSection() {
  const { t } = useT()
  const when = useWhen()
  const [page, setPage] = useState(1)
  const payouts = useAdminPayouts(page)
  const approve = useApprovePayout()
  const approving = useRowDialog<AdminPayout>()
  const target = approving.row
  return (
    <ListSection
      title={t('payouts.title')}
      description={t('payouts.description')}
      failure={t('payouts.failure')}
      label={t('payouts')}
      query={payouts}
      rowKey={(p) => p.id}
      empty={t('payouts.empty')}
      onPage={setPage}
      columns={[
        {
          header: t('stores.store'),
          cell: (p) => (
            <CellLines detail={when(p.createdAt)}>
              <span className="font-medium">{p.store.name}</span>
            </CellLines>
          ),
        },
        {
          header: t('column.amount'),
          cell: (p) => <span className="font-medium tabular-nums">{formatIDR(p.amount)}</span>,
        },
        {
          header: t('payouts.bankAccount'),
          cell: (p) => (
            <CellLines detail={p.bankAccount.accountName}>
              <span>
                {p.bankAccount.bankName} · {p.bankAccount.accountNumber}
              </span>
            </CellLines>
          ),
        },
        {
          header: t('column.action'),
          className: 'md:text-right',
          cell: (p) => (
            <Button size="sm" onClick={() => approving.pick(p)}>
              {t('payouts.approve')}
            </Button>
          ),
        },
      ]}
    >
      <ConfirmDialog
        {...approving.props}
        title={t('payouts.confirmTitle')}
        description={
          target
            ? t('payouts.confirmDescription', {
                amount: formatIDR(target.amount),
                holder: target.bankAccount.accountName,
                bank: target.bankAccount.bankName,
                number: target.bankAccount.accountNumber,
                store: target.store.name,
              })
            : ''
        }
        confirmLabel={t('payouts.confirm')}
        variant="default"
        onConfirm={() => {
          if (!target) return
          approve.mutate(
            { id: target.id },
            { onSuccess: () => toast.success(t('payouts.approved')), onError: failed },
          )
        }}
      />
    </ListSection>
  )
}
