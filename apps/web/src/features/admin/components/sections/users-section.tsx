import type { AdminUser } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { useAdminUsers, useSuspendUser, useUnsuspendUser } from '../../api/admin.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { CellLines, SearchBox, when } from '../admin-table.tsx'
import { ListSection } from '../list-section.tsx'
import { useModeration } from '../moderation.tsx'

export function UsersSection() {
  const list = usePagedList('')
  const users = useAdminUsers(list.filter, list.page)
  const suspend = useSuspendUser()
  const unsuspend = useUnsuspendUser()
  const suspending = useModeration<AdminUser>({
    verb: 'Suspend',
    undoVerb: 'Unsuspend',
    description:
      'Every session of this account ends now and signing in is refused with your reason.',
    confirmLabel: 'Suspend',
    apply: (u, reason) => suspend.mutateAsync({ id: u.id, reason }),
    applied: (u) => `${u.name} is suspended.`,
    undo: (u, then) => unsuspend.mutate({ id: u.id }, then),
    undone: (u) => `${u.name} can sign in again.`,
  })
  return (
    <ListSection
      title="Users"
      failure="Users could not be loaded."
      description="Suspend an account: its sessions end and it cannot sign in."
      tools={
        <SearchBox
          label="Search users"
          placeholder="Name, email or username"
          onSearch={list.filterBy}
        />
      }
      label="Users"
      query={users}
      rowKey={(u) => u.id}
      empty="No users match."
      page={list.page}
      onPage={list.setPage}
      columns={[
        {
          header: 'User',
          cell: (u) => (
            <CellLines detail={`${u.email} · @${u.username}`} detailClassName="truncate">
              <span className="font-medium">{u.name}</span>
            </CellLines>
          ),
        },
        { header: 'Joined', cell: (u) => when(u.createdAt) },
        {
          header: 'Status',
          cell: (u) =>
            u.isOperator ? (
              <Badge variant="secondary">Operator</Badge>
            ) : u.suspended ? (
              <div className="grid gap-1">
                <Badge variant="destructive">Suspended</Badge>
                <span className="text-muted-foreground text-xs">{u.suspended.reason}</span>
              </div>
            ) : (
              <Badge variant="success">Active</Badge>
            ),
        },
        {
          header: 'Action',
          className: 'md:text-right',
          cell: (u) => (u.isOperator ? null : suspending.button(u, u.suspended !== null)),
        },
      ]}
    >
      {suspending.dialog}
    </ListSection>
  )
}
