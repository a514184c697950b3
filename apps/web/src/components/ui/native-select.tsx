import { ChevronDownIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils.ts'

/**
 * The browser's own select, drawn like `SelectTrigger` (docs/decisions/0952): the phone's own
 * picker opens, and no positioning code loads with the page.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="border-input bg-background focus-visible:border-ring focus-visible:ring-ring/40 aria-invalid:border-destructive h-10 w-full cursor-pointer appearance-none rounded-md border py-2 pr-9 pl-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  )
}
