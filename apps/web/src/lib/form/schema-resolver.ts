import type * as z from 'zod/v4/core'
import type { FieldErrors, Path, Resolver } from './types.ts'

/**
 * A form's rules from a shared schema, through its Standard Schema `validate`: the values it
 * gives back, or one message per field. A message about the field itself (an image list too
 * long) wins over one about a part of it (one of the images); otherwise the first one does.
 */
export function schemaResolver<S extends z.$ZodType<object, object>>(
  schema: S,
): Resolver<z.input<S>, z.output<S>> {
  return async (values) => {
    const result = await schema['~standard'].validate(values)
    if (!result.issues) return { values: result.value, errors: {} }
    const errors: FieldErrors<z.input<S>> = {}
    const whole = new Set<string>()
    for (const issue of result.issues) {
      const first = issue.path?.[0]
      const key = typeof first === 'object' ? first.key : first
      const name = (key === undefined ? 'root' : String(key)) as Path<z.input<S>> | 'root'
      const aboutWhole = (issue.path?.length ?? 0) <= 1
      if (errors[name] && (!aboutWhole || whole.has(name))) continue
      errors[name] = { type: 'invalid', message: issue.message }
      if (aboutWhole) whole.add(name)
    }
    return { values: {}, errors }
  }
}
