import { OPERATOR_ACTIONS, type OperatorAction } from '@pasar/shared'
import { useState } from 'react'
import { useSystemText } from '@/i18n/system/index.ts'
import { useAudit } from '../../api/admin.ts'
import { useT } from '../../i18n/index.ts'
import { CellLines, PersonCell, useWhen } from '../admin-table.tsx'
import { ListSection } from '../list-section.tsx'

/** The actions the audit names in words (`audit.action.<ACTION>`); any other shows as it is. */
const ACTIONS: ReadonlySet<string> = new Set(OPERATOR_ACTIONS)
const isKnown = (action: string): action is OperatorAction => ACTIONS.has(action)

export function AuditSection() {
  const { t } = useT()
  const when = useWhen()
  const systemText = useSystemText()
  const [page, setPage] = useState(1)
  const audit = useAudit(page)
  return (
    <ListSection
      title={t('audit')}
      failure={t('audit.failure')}
      description={t('audit.description')}
      label={t('audit')}
      query={audit}
      rowKey={(e) => e.id}
      empty={t('audit.empty')}
      onPage={setPage}
      columns={[
        {
          header: t('audit.when'),
          cell: (e) => <time dateTime={e.createdAt}>{when(e.createdAt)}</time>,
        },
        {
          header: t('audit.who'),
          cell: (e) => <PersonCell person={e.operator} />,
        },
        {
          header: t('audit.what'),
          cell: (e) => (
            <CellLines
              detail={systemText(e.target.labelCode, e.target.label)}
              detailClassName="break-words"
            >
              <span className="font-medium">
                {isKnown(e.action) ? t(`audit.action.${e.action}`) : e.action}
              </span>
            </CellLines>
          ),
        },
        {
          header: t('audit.reason'),
          cell: (e) => <span className="break-words">{e.reason ?? '—'}</span>,
        },
      ]}
    />
  )
}
