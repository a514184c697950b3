import type { ReactNode } from 'react'
import type { Page } from '../api/admin.ts'
import { AdminTable, type AdminTableProps, Notice } from './admin-table.tsx'

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
 * table, the table (loading, empty, paging) and the section's dialogs.
 */
export function ListSection<T>({
  title,
  description,
  tools,
  query,
  failure,
  children,
  ...table
}: Omit<AdminTableProps<T>, 'rows' | 'pagination' | 'busy'> & {
  title: string
  description: string
  tools?: ReactNode
  query: { data: Page<T> | undefined; isFetching: boolean; isError: boolean }
  /** Said in place of the table when the list could not be loaded; without it, it stays loading. */
  failure?: string
  children?: ReactNode
}) {
  return (
    <section className="grid gap-4">
      <SectionHeading title={title} description={description} />
      {tools}
      {failure && query.isError && !query.data ? (
        <Notice>{failure}</Notice>
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
