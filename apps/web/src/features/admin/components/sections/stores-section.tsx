import type { AdminStore } from '@pasar/shared'
import { useAdminStores, useHideStore } from '../../api/admin.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { CellLines, SearchBox } from '../admin-table.tsx'
import { ListSection } from '../list-section.tsx'
import { HiddenStatus, useHiding } from '../moderation.tsx'

export function StoresSection() {
  const list = usePagedList('')
  const stores = useAdminStores(list.filter, list.page)
  const hiding = useHiding(useHideStore(), (s: AdminStore, reason) => ({ slug: s.slug, reason }), {
    description:
      'The store and its products leave listings, search and their pages at once. The seller is mailed your reason.',
    confirmLabel: 'Hide store',
  })
  return (
    <ListSection
      title="Stores"
      failure="Stores could not be loaded."
      description="Hide a store: its page and products leave the shop; the seller sees your reason."
      tools={
        <SearchBox
          label="Search stores"
          placeholder="Store name or slug"
          onSearch={list.filterBy}
        />
      }
      label="Stores"
      query={stores}
      rowKey={(s) => s.id}
      empty="No stores match."
      page={list.page}
      onPage={list.setPage}
      columns={[
        {
          header: 'Store',
          cell: (s) => (
            <CellLines detail={`/${s.slug}`}>
              <span className="font-medium">{s.name}</span>
            </CellLines>
          ),
        },
        {
          header: 'Owner',
          cell: (s) => (
            <CellLines detail={s.owner.email} detailClassName="truncate">
              <span>{s.owner.name}</span>
            </CellLines>
          ),
        },
        { header: 'Products', cell: (s) => <span className="tabular-nums">{s.products}</span> },
        { header: 'Status', cell: (s) => <HiddenStatus hidden={s.hidden} /> },
        {
          header: 'Action',
          className: 'md:text-right',
          cell: (s) => hiding.button(s, s.hidden !== null),
        },
      ]}
    >
      {hiding.dialog}
    </ListSection>
  )
}
