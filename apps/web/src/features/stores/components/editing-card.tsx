import type { ReactNode } from 'react'
import { TitledCard } from '@/components/ui/titled-card.tsx'

/** The card of a seller's editing page (a store's settings, a product): title, purpose, parts. */
export function EditingCard({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <TitledCard
      title={title}
      description={description}
      className="max-w-2xl"
      contentClassName="grid gap-6"
    >
      {children}
    </TitledCard>
  )
}
