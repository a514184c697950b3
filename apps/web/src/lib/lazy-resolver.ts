import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod/v4/core'
import { tCommon } from '@/i18n/common/index.ts'
import { toast } from './toast.ts'

/**
 * A form's zod resolver whose schema, and zod with it (about 25 KB gzipped), load on the form's
 * first validation instead of with its page (docs/decisions/0985-form-schemas-load-on-first-check.md).
 * `loadSchema` imports the schema's module; the typing follows the schema's type, as
 * `zodResolver(schema)` does. If the code cannot come, the visitor is told and the form stays
 * unsent; the next check tries again. `loadAhead`, on the form's first focus, starts the load
 * quietly, so the rules are here by the first check.
 */
export function lazyResolver<S extends z.$ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> & { loadAhead: () => void } {
  type Resolve = Resolver<z.input<S>, unknown, z.output<S>>
  let loading: Promise<Resolve> | undefined
  const load = () => {
    if (!loading) {
      const started = Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
        ([schema, { zodResolver }]) => zodResolver(schema) as Resolve,
      )
      loading = started
      // A load that failed is not kept: the next check or focus tries again.
      started.catch(() => {
        if (loading === started) loading = undefined
      })
    }
    return loading
  }
  const resolver: Resolve = async (values, context, options) => {
    let resolve: Resolve
    try {
      resolve = await load()
    } catch {
      toast.error(tCommon('notLoaded'))
      const root = { type: 'notLoaded', message: tCommon('notLoaded') }
      return { values: {}, errors: { root } as FieldErrors<z.input<S>> }
    }
    return resolve(values, context, options)
  }
  // A failure ahead is quiet: the check tries again, and says so if it fails too.
  return Object.assign(resolver, { loadAhead: () => void load().catch(() => {}) })
}
