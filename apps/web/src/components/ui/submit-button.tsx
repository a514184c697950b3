import type { ComponentProps } from 'react'
import { Button } from './button.tsx'
import { Spinner } from './spinner.tsx'

/**
 * A form's submit button: while `pending` it is busy (it ignores presses and Enter in the form,
 * but keeps focus, see `Button`) and shows a spinner announced as `pendingLabel` before its text.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" busy={pending} disabled={disabled} {...props}>
      {pending && <Spinner label={pendingLabel} />}
      {children}
    </Button>
  )
}
