import { cn } from '@/lib/utils.ts'
import { Spinner } from './spinner.tsx'

/** A page part's place while it loads: a spinner announced as `label`, in the middle of the room. */
export function LoadingState({
  label,
  className,
  spinnerClassName = 'size-8',
}: {
  label: string
  /** The room's padding: `py-16` unless given. */
  className?: string
  spinnerClassName?: string
}) {
  return (
    <div className={cn('grid place-items-center py-16', className)}>
      <Spinner className={cn('text-primary', spinnerClassName)} label={label} />
    </div>
  )
}
