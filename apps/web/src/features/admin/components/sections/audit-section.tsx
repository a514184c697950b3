import { useState } from 'react'
import { useAudit } from '../../api/admin.ts'
import { CellLines, when } from '../admin-table.tsx'
import { ListSection } from '../list-section.tsx'

const ACTION_WORDS: Record<string, string> = {
  USER_SUSPENDED: 'Suspended user',
  USER_UNSUSPENDED: 'Unsuspended user',
  STORE_HIDDEN: 'Hid store',
  STORE_UNHIDDEN: 'Unhid store',
  PRODUCT_HIDDEN: 'Hid product',
  PRODUCT_UNHIDDEN: 'Unhid product',
  CATEGORY_CREATED: 'Added category',
  CATEGORY_UPDATED: 'Changed category',
  CATEGORIES_REORDERED: 'Reordered categories',
  REFUND_SETTLED: 'Settled refund',
  PAYOUT_APPROVED: 'Approved payout',
}

export function AuditSection() {
  const [page, setPage] = useState(1)
  const audit = useAudit(page)
  return (
    <ListSection
      title="Audit"
      failure="The audit could not be loaded."
      description="Every operator action: who, what, why and when."
      label="Audit"
      query={audit}
      rowKey={(e) => e.id}
      empty="No operator actions yet."
      page={page}
      onPage={setPage}
      columns={[
        {
          header: 'When',
          cell: (e) => <time dateTime={e.createdAt}>{when(e.createdAt)}</time>,
        },
        {
          header: 'Who',
          cell: (e) => (
            <CellLines detail={e.operator.email} detailClassName="truncate">
              <span>{e.operator.name}</span>
            </CellLines>
          ),
        },
        {
          header: 'What',
          cell: (e) => (
            <CellLines detail={e.target.label} detailClassName="break-words">
              <span className="font-medium">{ACTION_WORDS[e.action] ?? e.action}</span>
            </CellLines>
          ),
        },
        {
          header: 'Reason',
          cell: (e) => <span className="break-words">{e.reason ?? '—'}</span>,
        },
      ]}
    />
  )
}
