import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/utils.ts'

/**
 * A card of the finance page (the bank account, the ledger), labelled by its title: the title's
 * row, styled by `header`, has `aside` beside or under the title (a button, a line of help).
 */
export function Panel({
  title,
  header,
  aside,
  className,
  children,
}: {
  title: string
  header: string
  aside: ReactNode
  className?: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn('bg-card grid gap-3 rounded-xl border p-5', className)}
    >
      <div className={header}>
        <h3 id={titleId} className="text-lg font-semibold">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  )
}
