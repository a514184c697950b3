import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod/v4/core'
import { tCommon } from '@/i18n/common/index.ts'
import { toast } from './toast.ts'

/**
 * A form's zod resolver whose schema, and zod with it (about 25 KB gzipped), load on the form's
 * first validation instead of with its page (docs/decisions/0985-form-schemas-load-on-first-check.md).
 * `loadSchema` imports the schema's module; the typing follows the schema's type, as
 * `zodResolver(schema)` does. If the code cannot come, the visitor is told and the form stays
 * unsent; the next check tries again.
 */
export function lazyResolver<S extends z.$ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined
  return async (values, context, options) => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
    )
    let resolve: Resolver<z.input<S>, unknown, z.output<S>>
    try {
      resolve = await loading
    } catch {
      loading = undefined
      toast.error(tCommon('notLoaded'))
      const root = { type: 'notLoaded', message: tCommon('notLoaded') }
      return { values: {}, errors: { root } as FieldErrors<z.input<S>> }
    }
    return resolve(values, context, options)
  }
}
