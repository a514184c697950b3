import type { AdminStore } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { useAdminStores, useHideStore } from '../../api/admin.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { formatNumber } from '@/i18n/format.ts'
import { useT } from '../../i18n/index.ts'
import { CellLines, PersonCell } from '../admin-table.tsx'
import { SearchedListSection } from '../list-section.tsx'
import { HiddenStatus, useHiding } from '../moderation.tsx'

export function StoresSection() {
  const { t } = useT()
  const list = usePagedList('')
  const stores = useAdminStores(list.filter, list.page)
  const hiding = useHiding(useHideStore(), (s: AdminStore, reason) => ({ slug: s.slug, reason }), {
    description: t('stores.hideDescription'),
    confirmLabel: t('stores.hide'),
  })
  return (
    <SearchedListSection
      name="stores"
      list={list}
      query={stores}
      rowKey={(s) => s.id}
      columns={[
        {
          header: t('stores.store'),
          cell: (s) => (
            <CellLines detail={`/${s.slug}`}>
              <span className="font-medium">{s.name}</span>
            </CellLines>
          ),
        },
        {
          header: t('stores.owner'),
          cell: (s) => <PersonCell person={s.owner} />,
        },
        {
          header: t('stores.products'),
          cell: (s) => <span className="tabular-nums">{formatNumber(s.products)}</span>,
        },
        {
          header: t('column.status'),
          cell: (s) => (
            <div className="grid gap-1">
              <HiddenStatus hidden={s.hidden} />
              {s.ownerSuspended && (
                <>
                  <Badge variant="destructive">{t('stores.ownerSuspended')}</Badge>
                  <span className="text-muted-foreground text-xs">
                    {t('stores.ownerSuspendedNote')}
                  </span>
                </>
              )}
            </div>
          ),
        },
        {
          header: t('column.action'),
          className: 'md:text-right',
          cell: (s) => hiding.button(s, s.hidden !== null),
        },
      ]}
    >
      {hiding.dialog}
    </SearchedListSection>
  )
}
