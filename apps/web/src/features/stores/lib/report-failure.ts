import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { toast } from '@/lib/toast.ts'
import { t } from '../i18n/index.ts'

/**
 * docs/product.md#stores: a refused create/update/delete shows one toast whatever the status; the
 * server's field messages go under their fields. The typed values stay in the form.
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fields: readonly Path<T>[] = [],
) {
  toast.error(t('failure'))
  if (setError) applyServerErrors(error, fields, setError)
}
