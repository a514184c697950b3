import { ChevronDownIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/utils.ts'

/** The box of a select, as `SelectTrigger` draws it. */
const BOX =
  'border-input bg-background h-10 w-full rounded-md border py-2 pr-9 pl-3 text-sm shadow-xs outline-none'
const CHEVRON = 'pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60'

/**
 * The browser's own select, drawn like `SelectTrigger` (docs/decisions/0952): the phone's own
 * picker opens, and no positioning code loads with the page. With `shown`, the box draws that
 * instead of the chosen option's one line (two lines, say), and the select lies unseen over it:
 * it still takes the clicks, the keys and the screen reader's attention.
 */
export function NativeSelect({
  className,
  children,
  shown,
  ...props
}: ComponentProps<'select'> & { shown?: ReactNode }) {
  if (shown === undefined) {
    return (
      <div className={cn('relative', className)}>
        <select
          className={cn(
            BOX,
            'focus-visible:border-ring focus-visible:ring-ring/40 aria-invalid:border-destructive cursor-pointer appearance-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50',
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDownIcon className={CHEVRON} aria-hidden="true" />
      </div>
    )
  }
  return (
    <div className={cn('relative h-10', className)}>
      <select
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        {...props}
      >
        {children}
      </select>
      <div
        aria-hidden="true"
        className={cn(
          BOX,
          'peer-focus-visible:border-ring peer-focus-visible:ring-ring/40 flex h-full items-center text-left peer-focus-visible:ring-[3px] peer-disabled:opacity-50',
        )}
      >
        <span className="min-w-0 flex-1">{shown}</span>
      </div>
      <ChevronDownIcon className={CHEVRON} aria-hidden="true" />
    </div>
  )
}
