import type { ReactNode } from 'react'
import { ErrorState, type FailedQuery } from '@/components/ui/error-state.tsx'
import type { Page } from '../api/admin.ts'
import { useT } from '../i18n/index.ts'
import { AdminTable, SearchBox, type AdminTableProps } from './admin-table.tsx'

export function SectionHeading({
  id,
  title,
  description,
}: {
  id?: string
  title: string
  description: string
}) {
  return (
    <header className="grid gap-1">
      <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <p className="text-muted-foreground text-sm">{description}</p>
    </header>
  )
}

/**
 * A console section that is one paged list: its heading, the search box or filter above the
 * table, the table (loading, empty, paging) or, when it could not be loaded, the reason and 'Try
 * again', and the section's dialogs.
 */
type ListSectionProps<T> = Omit<AdminTableProps<T>, 'rows' | 'pagination' | 'busy'> & {
  title: string
  description: string
  tools?: ReactNode
  query: FailedQuery & { data: Page<T> | undefined; isError: boolean }
  /** The heading in place of the table when the list could not be loaded. */
  failure: string
  children?: ReactNode
}

export function ListSection<T>({
  title,
  description,
  tools,
  query,
  failure,
  children,
  ...table
}: ListSectionProps<T>) {
  return (
    <section className="grid gap-4">
      <SectionHeading title={title} description={description} />
      {tools}
      {query.isError && !query.data ? (
        <ErrorState query={query} title={failure} />
      ) : (
        <AdminTable
          {...table}
          rows={query.data?.data}
          pagination={query.data?.pagination}
          busy={query.isFetching}
        />
      )}
      {children}
    </section>
  )
}

/**
 * A list section searched by a text (`usePagedList('')`): its words are the console's texts under
 * its `name` ('orders', 'orders.description', 'orders.search', 'orders.empty', …).
 */
export function SearchedListSection<T>({
  name,
  list,
  ...section
}: Omit<
  ListSectionProps<T>,
  'title' | 'description' | 'failure' | 'tools' | 'label' | 'empty' | 'onPage'
> & {
  name: 'orders' | 'products' | 'stores' | 'users'
  list: { filterBy: (q: string) => void; setPage: (page: number) => void }
}) {
  const { t } = useT()
  return (
    <ListSection
      title={t(name)}
      failure={t(`${name}.failure`)}
      description={t(`${name}.description`)}
      tools={
        <SearchBox
          label={t(`${name}.search`)}
          placeholder={t(`${name}.searchPlaceholder`)}
          onSearch={list.filterBy}
        />
      }
      label={t(name)}
      empty={t(`${name}.empty`)}
      onPage={list.setPage}
      {...section}
    />
  )
}
