import type { ChangeEvent, FormEvent } from 'react'

/** A field of a form whose values are `T`: one of its keys. */
export type Path<T> = Extract<keyof T, string>

export interface FieldError {
  type: string
  message?: string
}

/** A message per field; `root` is about the whole form (its rules could not load). */
export type FieldErrors<T> = Partial<Record<Path<T> | 'root', FieldError>>

/** The form's rules: the values they accept (`R`), or a message per field. */
export type Resolver<T, R = T> = (
  values: T,
) => Promise<
  { values: R; errors: Record<string, never> } | { values: object; errors: FieldErrors<T> }
>

export interface FormOptions<T, R> {
  resolver: Resolver<T, R>
  /** The first values; `reset(values)` replaces them. */
  defaultValues: T
}

/** What `register` gives a text field's element: its value stays in the element. */
export interface RegisteredProps {
  name: string
  onChange: (event: ChangeEvent<HTMLElement>) => void
  ref: (element: HTMLElement | null) => void
}

/** A field whose value the form holds, drawn by a control of its own (a select, a picker). */
export interface ControlledField<V> {
  name: string
  value: V
  onChange: (value: V) => void
  ref: (element: HTMLElement | null) => void
  error: FieldError | undefined
}

export interface FormApi<T, R = T> {
  readonly formState: {
    errors: FieldErrors<T>
    /** True once a submit was tried; from then on every change is checked. */
    isSubmitted: boolean
    /** True while a value differs from the first (or last reset) values. */
    isDirty: boolean
  }
  register: (name: Path<T>) => RegisteredProps
  control: <N extends Path<T>>(name: N) => ControlledField<T[N]>
  /** The field's value, re-rendering the form whenever it changes. */
  watch: <N extends Path<T>>(name: N) => T[N]
  getValues: () => T
  setValue: <N extends Path<T>>(
    name: N,
    value: T[N],
    options?: { shouldValidate?: boolean },
  ) => void
  setError: SetError<T>
  /** Checks the rules and shows the messages of these fields; true if none has one. */
  trigger: (names?: Path<T> | Path<T>[]) => Promise<boolean>
  reset: (values?: T) => void
  handleSubmit: (
    onValid: (values: R) => unknown,
  ) => (event?: Pick<FormEvent, 'preventDefault'>) => Promise<unknown>
}

export type SetError<T> = (
  name: Path<T> | 'root',
  error: { type?: string; message: string },
  options?: { shouldFocus?: boolean },
) => void
