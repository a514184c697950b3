import { InboxIcon } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import type { InboxStatus } from '../lib/inbox-tabs.ts'

const EMPTY: Record<InboxStatus, { title: string; description: string }> = {
  TO_SHIP: {
    title: 'No orders to ship',
    description: 'Paid orders waiting for you to ship appear here, each with its time left.',
  },
  SHIPPED: {
    title: 'Nothing on the way',
    description: 'Orders you ship appear here until the courier delivers them.',
  },
  DELIVERED: {
    title: 'No delivered orders',
    description: 'Delivered orders wait here until the buyer confirms them or they complete.',
  },
  COMPLETED: {
    title: 'No completed orders yet',
    description: 'Orders the buyer has received appear here.',
  },
  CANCELED: {
    title: 'No canceled orders',
    description: 'Orders canceled by you, the buyer or a missed ship-by time appear here.',
  },
}

export function InboxEmpty({ status }: { status: InboxStatus }) {
  const text = EMPTY[status]
  return (
    <EmptyState
      className="rounded-xl border border-dashed py-12"
      icon={<InboxIcon className="size-6" aria-hidden="true" />}
      title={text.title}
      description={text.description}
    />
  )
}
