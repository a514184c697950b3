import { InboxIcon } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { useT } from '../i18n/index.ts'
import type { InboxStatus } from '../lib/inbox-tabs.ts'

/** Each status' own empty state: `empty.<status>.title` and `.description` in the catalogue. */
export function InboxEmpty({ status }: { status: InboxStatus }) {
  const { t } = useT()
  return (
    <EmptyState
      className="rounded-xl border border-dashed py-12"
      icon={<InboxIcon className="size-6" aria-hidden="true" />}
      title={t(`empty.${status}.title`)}
      description={t(`empty.${status}.description`)}
    />
  )
}
