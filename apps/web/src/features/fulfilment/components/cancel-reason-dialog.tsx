import { CANCEL_REASON_MAX, type CancelStoreOrderInput } from '@pasar/shared'
import { useForm, useWatch } from 'react-hook-form'
import { Field } from '@/components/ui/field.tsx'
import { FormDialog, type FormDialogFrame } from '@/components/ui/form-dialog.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { useT } from '../i18n/index.ts'
import type { FieldRefusal } from '../lib/report-refusal.ts'

type CancelOutput = { reason: string }

// The form's rules (cancelStoreOrderSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/store-order').then((m) => m.cancelStoreOrderSchema),
)

/**
 * Canceling a store order, by its seller or its buyer: a reason of 5–500 characters (the shared
 * schema) and what the cancel does to the money, said in `description`.
 */
export function CancelReasonDialog({
  placeholder,
  onSubmit,
  ...frame
}: FormDialogFrame & {
  placeholder?: string
  /** Sends the reason; a refusal's field message goes to `field`. */
  onSubmit: (reason: string, field: FieldRefusal<CancelStoreOrderInput>) => void
}) {
  const form = useForm<CancelStoreOrderInput, unknown, CancelOutput>({
    resolver: validate,
    defaultValues: { reason: '' },
  })
  const length = useWatch({ control: form.control, name: 'reason' }).length
  const { t } = useT()
  return (
    <FormDialog
      {...frame}
      form={form}
      loadAhead={validate.loadAhead}
      onSubmit={(values) =>
        onSubmit(values.reason, { setError: form.setError, fields: ['reason'] })
      }
      submitLabel={t('cancel.submit')}
      pendingLabel={t('cancel.pending')}
      cancelLabel={t('cancel.keep')}
      destructive
      resetOnClose
    >
      <Field
        id="cancel-reason"
        label={t('cancel.reason')}
        error={form.formState.errors.reason?.message}
        hint={t('cancel.characters', { length, max: CANCEL_REASON_MAX })}
      >
        {(control) => (
          <Textarea {...control} placeholder={placeholder} {...form.register('reason')} />
        )}
      </Field>
    </FormDialog>
  )
}
