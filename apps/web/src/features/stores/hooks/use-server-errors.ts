import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'

export const FAILURE_MESSAGE = 'Something wrong. Please try again...'

/**
 * SPEC §8: a refused create/update/delete shows one toast whatever the status; the server's field
 * messages go under their fields. The typed values stay in the form.
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fields: readonly Path<T>[] = [],
) {
  toast.error(FAILURE_MESSAGE)
  if (!setError || !(error instanceof ApiError)) return
  for (const { path, message } of error.errors ?? []) {
    const field = fields.find((f) => f === path)
    if (field) setError(field, { type: 'server', message })
  }
}
