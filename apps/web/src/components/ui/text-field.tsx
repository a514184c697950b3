import type { ComponentProps } from 'react'
import type { FormApi, Path, RegisteredProps } from '@/lib/form/index.ts'
import { Field } from './field.tsx'
import { Input } from './input.tsx'

type FieldProps = Omit<ComponentProps<typeof Field>, 'children' | 'id' | 'error'>

type OwnProps<T extends object, R> = {
  /** The form the field belongs to. */
  form: FormApi<T, R>
  /** The field's name in the form; also the input's `id` unless `id` is given. */
  name: Path<T>
  id?: string
}

/**
 * A labelled text input for one field of a form (lib/form): `Field` around an `Input`. The
 * field is registered under `name`, its error message comes from the form state, and `id`
 * defaults to `name`. `className` styles the field; every other prop goes to the input.
 */
export function TextField<T extends object, R>({
  form,
  name,
  id = name,
  label,
  hint,
  className,
  ...inputProps
}: OwnProps<T, R> &
  FieldProps &
  Omit<
    ComponentProps<typeof Input>,
    keyof OwnProps<T, R> | keyof FieldProps | keyof RegisteredProps
  >) {
  const error = form.formState.errors[name]
  return (
    <Field id={id} label={label} error={error?.message} hint={hint} className={className}>
      {(control) => <Input {...control} {...inputProps} {...form.register(name)} />}
    </Field>
  )
}
