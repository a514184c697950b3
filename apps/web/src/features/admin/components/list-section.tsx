import type { ReactNode } from 'react'
import { ErrorState, type FailedQuery } from '@/components/ui/error-state.tsx'
import type { Page } from '../api/admin.ts'
import { AdminTable, type AdminTableProps } from './admin-table.tsx'

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
  query: FailedQuery & { data: Page<T> | undefined; isError: boolean }
  /** The heading in place of the table when the list could not be loaded. */
  failure: string
  children?: ReactNode
}) {
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
