import type { ComponentProps } from 'react'
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { Field } from './field.tsx'
import { Input } from './input.tsx'

type FieldProps = Omit<ComponentProps<typeof Field>, 'children' | 'id' | 'error'>

/** The input props `register()` supplies, so a caller cannot silently override them. */
type RegisteredProps = 'name' | 'onChange' | 'onBlur' | 'ref'

type OwnProps<T extends FieldValues, C, R> = {
  /** The react-hook-form form the field belongs to. */
  form: UseFormReturn<T, C, R>
  /** The field's name in the form; also the input's `id` unless `id` is given. */
  name: Path<T>
  id?: string
}

/**
 * A labelled text input for one field of a react-hook-form form: `Field` around an `Input`. The
 * field is registered under `name`, its error message comes from the form state, and `id`
 * defaults to `name`. `className` styles the field; every other prop goes to the input.
 */
export function TextField<T extends FieldValues, C, R>({
  form,
  name,
  id = name,
  label,
  hint,
  className,
  ...inputProps
}: OwnProps<T, C, R> &
  FieldProps &
  Omit<
    ComponentProps<typeof Input>,
    keyof OwnProps<T, C, R> | keyof FieldProps | RegisteredProps
  >) {
  // Reading `formState.errors` through its proxy subscribes the form to error changes.
  const error = get<typeof form.formState.errors, FieldError | undefined>(
    form.formState.errors,
    name,
  )
  return (
    <Field id={id} label={label} error={error?.message} hint={hint} className={className}>
      {(control) => <Input {...control} {...inputProps} {...form.register(name)} />}
    </Field>
  )
}
