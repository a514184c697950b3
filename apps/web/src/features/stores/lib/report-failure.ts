import type { Path, SetError } from '@/lib/form/index.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { toast } from '@/lib/toast.ts'
import { t } from '../i18n/index.ts'

/**
 * docs/product.md#stores: a refused create/update/delete shows one toast whatever the status; the
 * server's field messages go under their fields. The typed values stay in the form.
 */
export function reportFailure<T extends object>(
  error: unknown,
  setError?: SetError<T>,
  fields: readonly Path<T>[] = [],
) {
  toast.error(t('failure'))
  if (setError) applyServerErrors(error, fields, setError)
}
