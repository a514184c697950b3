import { formatIDR, PAYOUT_STATUSES, type PayoutStatus } from '@pasar/shared'
import { TriangleAlertIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { toast } from '@/lib/toast.ts'
import {
  type AdminPayout,
  useAdminPayouts,
  useApprovePayout,
  useRejectPayout,
} from '../../api/admin.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { useRowDialog } from '../../hooks/use-row-dialog.ts'
import { useT } from '../../i18n/index.ts'
import { failed } from '../../lib/failure.ts'
import { CellLines, useWhen } from '../admin-table.tsx'
import { ChoiceGroup } from '../choice-group.tsx'
import { ListSection } from '../list-section.tsx'
import { ReasonDialog } from '../reason-dialog.tsx'

type Shown = PayoutStatus | 'ALL'
const SHOWN: readonly Shown[] = ['REQUESTED', ...PAYOUT_STATUSES.slice(1), 'ALL']

const STATUS_VARIANT: Record<PayoutStatus, 'warning' | 'secondary' | 'success' | 'destructive'> = {
  REQUESTED: 'warning',
  PROCESSING: 'secondary',
  COMPLETED: 'success',
  FAILED: 'destructive',
}

/** The account's holder and, when the names differ, a warning with both (docs/decisions/1012). */
function Holder({ payout }: { payout: AdminPayout }) {
  const { t } = useT()
  if (payout.holderIsOwner) return <>{payout.bankAccount.accountName}</>
  return (
    <span className="grid justify-items-start gap-1 pt-0.5">
      <Badge variant="warning" className="gap-1">
        <TriangleAlertIcon aria-hidden="true" className="size-3" />
        {t('payouts.nameDiffers')}
      </Badge>
      <span>{t('payouts.holder', { name: payout.bankAccount.accountName })}</span>
      <span>{t('payouts.owner', { name: payout.store.ownerName })}</span>
    </span>
  )
}

/**
 * Sellers' payouts: those waiting first, every status on demand; approve one, or reject it with a
 * reason the seller reads (its money goes back to the store's balance).
 */
export function PayoutsSection() {
  const { t } = useT()
  const when = useWhen()
  const list = usePagedList<Shown>('REQUESTED')
  const payouts = useAdminPayouts(list.filter === 'ALL' ? undefined : list.filter, list.page)
  const approve = useApprovePayout()
  const reject = useRejectPayout()
  const approving = useRowDialog<AdminPayout>()
  const rejecting = useRowDialog<AdminPayout>()
  const target = approving.row
  const rejected = rejecting.row
  return (
    <ListSection
      title={t('payouts.title')}
      description={t('payouts.description')}
      failure={t('payouts.failure')}
      tools={
        <ChoiceGroup
          label={t('payouts.show')}
          options={SHOWN}
          value={list.filter}
          onChange={list.filterBy}
          format={(s) => t(`payouts.shown.${s}`)}
        />
      }
      label={t('payouts')}
      query={payouts}
      rowKey={(p) => p.id}
      empty={t(`payouts.empty.${list.filter}`)}
      onPage={list.setPage}
      columns={[
        {
          header: t('stores.store'),
          cell: (p) => (
            <CellLines detail={`#${p.id} · ${when(p.createdAt)}`}>
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
            <CellLines detail={<Holder payout={p} />}>
              <span>
                {p.bankAccount.bankName} · {p.bankAccount.accountNumber}
              </span>
            </CellLines>
          ),
        },
        {
          header: t('column.status'),
          cell: (p) => (
            <span className="grid justify-items-start gap-1">
              <Badge variant={STATUS_VARIANT[p.status]}>
                {p.failedBy === 'OPERATOR'
                  ? t('payouts.status.REJECTED')
                  : t(`payouts.status.${p.status}`)}
              </Badge>
              {p.failureReason && (
                <span className="text-muted-foreground text-xs break-words">{p.failureReason}</span>
              )}
            </span>
          ),
        },
        {
          header: t('column.action'),
          className: 'md:text-right',
          cell: (p) =>
            p.status === 'REQUESTED' ? (
              <span className="flex flex-wrap gap-2 md:justify-end">
                <Button
                  size="sm"
                  onClick={() => approving.pick(p)}
                  aria-label={t('payouts.approveLabel', { id: p.id })}
                >
                  {t('payouts.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => rejecting.pick(p)}
                  aria-label={t('payouts.rejectLabel', { id: p.id })}
                >
                  {t('payouts.reject')}
                </Button>
              </span>
            ) : (
              <span className="text-muted-foreground" aria-label={t('payouts.noAction')}>
                —
              </span>
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
      <ReasonDialog
        {...rejecting.props}
        title={t('payouts.rejectTitle')}
        description={
          rejected
            ? t('payouts.rejectDescription', {
                amount: formatIDR(rejected.amount),
                store: rejected.store.name,
              })
            : ''
        }
        confirmLabel={t('payouts.rejectConfirm')}
        onConfirm={async (reason) => {
          if (!rejected) return
          await reject.mutateAsync({ id: rejected.id, reason })
          toast.success(t('payouts.rejectedToast'))
        }}
      />
    </ListSection>
  )
}
