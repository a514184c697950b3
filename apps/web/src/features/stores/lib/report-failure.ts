import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { toast } from '@/lib/toast.ts'

const FAILURE_MESSAGE = 'Something wrong. Please try again...'

/**
 * docs/product.md#stores: a refused create/update/delete shows one toast whatever the status; the
 * server's field messages go under their fields. The typed values stay in the form.
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fields: readonly Path<T>[] = [],
) {
  toast.error(FAILURE_MESSAGE)
  if (setError) applyServerErrors(error, fields, setError)
}
