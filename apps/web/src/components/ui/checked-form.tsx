import type { ComponentProps } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { cn } from '@/lib/utils.ts'

/**
 * A react-hook-form form checked by its resolver, not the browser (`noValidate`: the schema's
 * messages show under the fields): its rules start loading on its first focus (`loadAhead`, a
 * `lazyResolver`'s, docs/decisions/0985) and `onSubmit` gets the checked values. The fields go
 * in a grid; other props go to the `<form>`.
 */
export function CheckedForm<V extends FieldValues, O extends FieldValues>({
  form,
  loadAhead,
  onSubmit,
  className,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'onFocus' | 'noValidate'> & {
  form: UseFormReturn<V, unknown, O>
  loadAhead?: () => void
  onSubmit: (values: O) => unknown
}) {
  return (
    <form
      onFocus={loadAhead}
      noValidate
      className={cn('grid gap-4', className)}
      onSubmit={form.handleSubmit(onSubmit)}
      {...props}
    >
      {children}
    </form>
  )
}
