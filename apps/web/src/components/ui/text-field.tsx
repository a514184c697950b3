import type { ComponentProps } from 'react'
import { Field } from './field.tsx'
import { Input } from './input.tsx'

type FieldProps = Omit<ComponentProps<typeof Field>, 'children'>

/**
 * A labelled text input: `Field` around an `Input`. `className` styles the field; every other
 * prop, `ref` and react-hook-form's `register()` result included, goes to the input.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...inputProps
}: FieldProps & Omit<ComponentProps<typeof Input>, keyof FieldProps>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  )
}
