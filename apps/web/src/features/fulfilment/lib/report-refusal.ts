import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { toast } from '@/lib/toast.ts'
import { t } from '../i18n/index.ts'

/** Where a refusal's field messages go: the dialog's form and the fields it names. */
export interface FieldRefusal<T extends FieldValues> {
  setError: UseFormSetError<T>
  fields: readonly Path<T>[]
}

/**
 * What a refused ship, cancel or receive shows. A 409 (the order moved on meanwhile: shipped,
 * canceled by the other side, past its ship-by time) or a 404 says the server's message and
 * answers true: the dialog closes and the list, already asked again, shows where the order is
 * now. Field messages go under their fields; anything else is a toast, and the dialog stays open
 * to try again.
 */
export function reportRefusal<T extends FieldValues>(
  error: unknown,
  form?: FieldRefusal<T>,
): boolean {
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
    toast.error(error.message)
    return true
  }
  if (form && applyServerErrors(error, form.fields, form.setError)) return false
  toast.error(error instanceof ApiError ? error.message : t('somethingWrong'))
  return false
}

/**
 * What a ship or cancel sent from its dialog does when it ends: `done` as a toast and `close` on
 * success; a refusal as `reportRefusal` tells it, closing the dialog when the order moved on.
 */
export function dialogOutcome<T extends FieldValues>(
  done: string,
  close: () => void,
  form: FieldRefusal<T>,
) {
  return {
    onSuccess: () => {
      toast.success(done)
      close()
    },
    onError: (error: unknown) => {
      if (reportRefusal(error, form)) close()
    },
  }
}
