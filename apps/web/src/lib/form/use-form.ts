import { useLayoutEffect, useState } from 'react'
import type { FieldErrors, FormApi, FormOptions, Path, RegisteredProps, Resolver } from './types.ts'

/**
 * A form's values, errors and fields (docs/decisions/0944-forms-of-our-own.md). Text fields are
 * the browser's own (`register`): typing re-renders nothing unless it changes what the form shows.
 * Rules are checked on submit and, once submitted, again on every change of a field, which then
 * shows only its own message. The first field with a message takes focus on a refused submit.
 */
export function useForm<T extends object, R = T>(options: FormOptions<T, R>): FormApi<T, R> {
  const [, setVersion] = useState(0)
  const [{ form, checkWith }] = useState(() =>
    createForm(options, () => setVersion((version) => version + 1)),
  )
  // The rules may change with the page (a withdrawal's maximum); the newest ones check.
  useLayoutEffect(() => checkWith(options.resolver), [checkWith, options.resolver])
  return form
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** The element that comes first in the page. */
function firstOnPage(elements: (HTMLElement | null | undefined)[]): HTMLElement | undefined {
  return elements
    .filter((element): element is HTMLElement => Boolean(element?.isConnected))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0]
}

function createForm<T extends object, R>(
  options: FormOptions<T, R>,
  rerender: () => void,
): { form: FormApi<T, R>; checkWith: (resolver: Resolver<T, R>) => void } {
  let resolver = options.resolver
  let defaults: T = { ...options.defaultValues }
  let values: T = { ...defaults }
  let errors: FieldErrors<T> = {}
  let submitted = false
  let dirty = false
  const elements = new Map<Path<T>, HTMLElement | null>()
  // Fields whose element holds the value (register); the form writes to it on reset and setValue.
  const uncontrolled = new Set<Path<T>>()
  const refs = new Map<Path<T>, (element: HTMLElement | null) => void>()
  const watched = new Set<Path<T>>()
  // The newest check that asked about each field: an older answer arriving later is not shown.
  const asked = new Map<Path<T>, number>()
  let checks = 0

  const allNames = () => Object.keys(values) as Path<T>[]

  const writeElement = (name: Path<T>) => {
    const element = elements.get(name)
    if (!element || !uncontrolled.has(name) || !('value' in element)) return
    const value = values[name]
    if (element instanceof HTMLInputElement && element.type === 'checkbox')
      element.checked = Boolean(value)
    else if ((element as FieldElement).value !== String(value ?? ''))
      (element as FieldElement).value = String(value ?? '')
  }

  const refFor = (name: Path<T>) => {
    let ref = refs.get(name)
    if (!ref) {
      ref = (element) => {
        elements.set(name, element)
        if (element) writeElement(name)
      }
      refs.set(name, ref)
    }
    return ref
  }

  const focus = (name: Path<T>) => elements.get(name)?.focus()

  /** Checks the values and shows the messages of `names` only; true if none of them has one. */
  const check = async (names: Path<T>[]): Promise<boolean> => {
    const number = ++checks
    for (const name of names) asked.set(name, number)
    const result = await resolver(values)
    let changed = false
    const next = { ...errors }
    for (const name of names) {
      if (asked.get(name) !== number) continue
      const error = result.errors[name]
      if (error?.message === errors[name]?.message && error?.type === errors[name]?.type) continue
      changed = true
      if (error) next[name] = error
      else delete next[name]
    }
    if (changed) {
      errors = next
      rerender()
    }
    return !result.errors.root && names.every((name) => !result.errors[name])
  }

  const isDirty = () =>
    allNames().some((name) => {
      const now = values[name]
      const was = defaults[name]
      if (Array.isArray(now) && Array.isArray(was))
        return now.length !== was.length || now.some((item, i) => item !== was[i])
      return now !== was
    })

  /** A field's new value, from its element or its control; `show` re-renders the form. */
  const change = (name: Path<T>, value: unknown, show: boolean) => {
    values = { ...values, [name]: value }
    const wasDirty = dirty
    dirty = isDirty()
    if (submitted) void check([name])
    if (show || wasDirty !== dirty || watched.has(name)) rerender()
  }

  const api: FormApi<T, R> = {
    get formState() {
      return { errors, isSubmitted: submitted, isDirty: dirty }
    },
    register(name): RegisteredProps {
      uncontrolled.add(name)
      return {
        name,
        onChange: (event) => {
          const target = event.target as FieldElement
          const checkbox = target instanceof HTMLInputElement && target.type === 'checkbox'
          change(name, checkbox ? target.checked : target.value, false)
        },
        ref: refFor(name),
      }
    },
    control(name) {
      return {
        name,
        value: values[name],
        onChange: (value) => change(name, value, true),
        ref: refFor(name),
        error: errors[name],
      }
    },
    watch(name) {
      watched.add(name)
      return values[name]
    },
    getValues: () => ({ ...values }),
    setValue(name, value, { shouldValidate = false } = {}) {
      values = { ...values, [name]: value }
      dirty = isDirty()
      writeElement(name)
      rerender()
      if (shouldValidate) void check([name])
    },
    setError(name, { type = 'manual', message }, { shouldFocus = false } = {}) {
      errors = { ...errors, [name]: { type, message } }
      rerender()
      if (shouldFocus && name !== 'root') focus(name)
    },
    trigger: (names) =>
      check(names === undefined ? allNames() : Array.isArray(names) ? names : [names]),
    reset(next) {
      if (next) defaults = { ...next }
      values = { ...defaults }
      errors = {}
      submitted = false
      dirty = false
      for (const name of uncontrolled) writeElement(name)
      rerender()
    },
    handleSubmit: (onValid) => async (event) => {
      event?.preventDefault()
      const number = ++checks
      for (const name of allNames()) asked.set(name, number)
      const result = await resolver(values)
      submitted = true
      errors = result.errors
      rerender()
      const refused = Object.keys(result.errors).length > 0
      if (!refused) return onValid(result.values as R)
      firstOnPage(Object.keys(result.errors).map((name) => elements.get(name as Path<T>)))?.focus()
    },
  }
  return {
    form: api,
    checkWith: (next) => {
      resolver = next
    },
  }
}
