import type { FieldValues, Path, UseFormReset, UseFormSetError } from 'react-hook-form'
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

/**
 * What the form of a 'New' dialog does when its create ends: `done` in a toast, the form emptied
 * and the dialog closed; or the refusal as `reportFailure` says it, under `fields`.
 */
export function createOutcome<T extends FieldValues>(
  done: string,
  close: () => void,
  form: { reset: UseFormReset<T>; setError: UseFormSetError<T> },
  fields: readonly Path<T>[],
) {
  return {
    onSuccess: () => {
      toast.success(done)
      form.reset()
      close()
    },
    onError: (error: unknown) => reportFailure(error, form.setError, fields),
  }
}
