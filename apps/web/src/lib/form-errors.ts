import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client.ts'

/** Puts the server's field errors (ApiError.errors) on the form's fields; true if any matched. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false
  let matched = false
  for (const item of error.errors ?? []) {
    const field = fields.find((f) => f === item.path)
    if (field) {
      setError(field, { type: 'server', message: item.message }, { shouldFocus: !matched })
      matched = true
    }
  }
  return matched
}
