import { REASON_MAX, REASON_MIN, type ReasonInput } from '@pasar/shared'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/ui/field.tsx'
import { FormDialog } from '@/components/ui/form-dialog.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { useT } from '../i18n/index.ts'
import { failureMessage } from '../lib/failure.ts'

export interface ReasonDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** The field's name: 'Reason' unless given. */
  label?: string
  confirmLabel: string
  destructive?: boolean
  onConfirm: (text: string) => Promise<unknown>
}

// The API's rule for a reason and for a settling note alike (operatorReasonSchema), loaded with
// the form's first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/admin').then((m) => m.reasonBodySchema),
)

/** `ReasonDialog`'s box (reason-dialog.tsx loads it when it first opens). */
export default function ReasonDialogBox({
  open,
  onOpenChange,
  title,
  description,
  label: labelProp,
  confirmLabel,
  destructive = true,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useT()
  const label = labelProp ?? t('reason.label')
  const id = useId()
  // Held by the box, outside the dialog's content: what was typed stays when it closes.
  const form = useForm<ReasonInput, unknown, { reason: string }>({
    resolver: validate,
    defaultValues: { reason: '' },
  })
  const error = form.formState.errors.reason
  // Too short is said with the field's own name ('Note' when settling a refund).
  const message =
    error?.type === 'too_small' ? t('reason.tooShort', { label, min: REASON_MIN }) : error?.message

  const submit = async ({ reason }: { reason: string }) => {
    try {
      await onConfirm(reason)
      form.reset()
      onOpenChange(false)
    } catch (failure) {
      form.setError(
        'reason',
        { type: 'server', message: failureMessage(failure) },
        { shouldFocus: true },
      )
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      form={form}
      loadAhead={validate.loadAhead}
      onSubmit={submit}
      submitLabel={confirmLabel}
      pendingLabel={t('reason.pending')}
      destructive={destructive}
    >
      <Field id={id} label={label} error={message}>
        {(control) => (
          <Textarea {...control} maxLength={REASON_MAX} rows={4} {...form.register('reason')} />
        )}
      </Field>
    </FormDialog>
  )
}
