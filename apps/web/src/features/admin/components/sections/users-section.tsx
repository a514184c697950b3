import type { AdminUser } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { useAdminUsers, useSuspendUser, useUnsuspendUser } from '../../api/admin.ts'
import { usePagedList } from '../../hooks/use-paged-list.ts'
import { useT } from '../../i18n/index.ts'
import { CellLines, useWhen } from '../admin-table.tsx'
import { SearchedListSection } from '../list-section.tsx'
import { useModeration } from '../moderation.tsx'

export function UsersSection() {
  const { t } = useT()
  const when = useWhen()
  const list = usePagedList('')
  const users = useAdminUsers(list.filter, list.page)
  const suspend = useSuspendUser()
  const unsuspend = useUnsuspendUser()
  const suspending = useModeration<AdminUser>({
    verb: t('users.suspend'),
    undoVerb: t('users.unsuspend'),
    title: (name) => t('users.suspendTitle', { name }),
    description: t('users.suspendDescription'),
    confirmLabel: t('users.suspend'),
    apply: (u, reason) => suspend.mutateAsync({ id: u.id, reason }),
    applied: (u) => t('users.suspendedToast', { name: u.name }),
    undo: (u, then) => unsuspend.mutate({ id: u.id }, then),
    undone: (u) => t('users.unsuspendedToast', { name: u.name }),
  })
  return (
    <SearchedListSection
      name="users"
      list={list}
      query={users}
      rowKey={(u) => u.id}
      columns={[
        {
          header: t('users.user'),
          cell: (u) => (
            <CellLines detail={`${u.email} · @${u.username}`} detailClassName="truncate">
              <span className="font-medium">{u.name}</span>
            </CellLines>
          ),
        },
        { header: t('users.joined'), cell: (u) => when(u.createdAt) },
        {
          header: t('column.status'),
          cell: (u) =>
            u.isOperator ? (
              <Badge variant="secondary">{t('users.operator')}</Badge>
            ) : u.suspended ? (
              <div className="grid gap-1">
                <Badge variant="destructive">{t('users.suspended')}</Badge>
                <span className="text-muted-foreground text-xs">{u.suspended.reason}</span>
                <span className="text-muted-foreground text-xs">{t('users.storesClosed')}</span>
              </div>
            ) : (
              <Badge variant="success">{t('users.active')}</Badge>
            ),
        },
        {
          header: t('column.action'),
          className: 'md:text-right',
          cell: (u) => (u.isOperator ? null : suspending.button(u, u.suspended !== null)),
        },
      ]}
    >
      {suspending.dialog}
    </SearchedListSection>
  )
}
