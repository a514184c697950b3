import type { ReactNode } from 'react'
import { translateMessage } from '@/i18n/messages.ts'
import { cn } from '@/lib/utils.ts'
import { Label } from './label.tsx'

/**
 * A labelled form control with its error message. The control gets `id`, `aria-invalid` and
 * `aria-describedby` from the render prop so the message is announced with it.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  className?: string
  children: (control: {
    id: string
    'aria-invalid': boolean
    'aria-describedby'?: string
  }) => ReactNode
}) {
  const messageId = `${id}-message`
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-destructive text-sm font-medium">
          {translateMessage(error)}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
