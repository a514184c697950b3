import type { ReactNode, Ref } from 'react'
import { Link } from 'react-router'
import { cn } from '@/lib/utils.ts'
import { Button } from './button.tsx'

/** A centred message with an optional link: used for empty, error and not-found screens. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  className,
  titleRef,
}: {
  title: string
  description?: ReactNode
  icon?: ReactNode
  action?: { to: string; label: string }
  className?: string
  /** Makes the title focusable (`tabIndex` -1), for focus to land on when a list empties. */
  titleRef?: Ref<HTMLHeadingElement>
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-4 py-16 text-center',
        className,
      )}
    >
      {icon && <div className="bg-muted text-muted-foreground mb-1 rounded-full p-4">{icon}</div>}
      <h2
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        className="text-xl font-semibold tracking-tight outline-none"
      >
        {title}
      </h2>
      {description && <p className="text-muted-foreground max-w-md">{description}</p>}
      {action && (
        <Button asChild variant="outline" className="mt-2">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      )}
    </div>
  )
}
