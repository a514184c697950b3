import { REASON_MAX, REASON_MIN, type ReasonInput } from '@pasar/shared'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { Field } from '@/components/ui/field.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
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
  const { t: tCommon } = useCommonT()
  const label = labelProp ?? t('reason.label')
  const id = useId()
  // Held by the box, outside the dialog's content: what was typed stays when it closes.
  const form = useForm<ReasonInput, unknown, { reason: string }>({
    resolver: validate,
    defaultValues: { reason: '' },
  })
  const { errors, isSubmitting } = form.formState
  const error = errors.reason
  // Too short is said with the field's own name ('Note' when settling a refund).
  const message =
    error?.type === 'too_small' ? t('reason.tooShort', { label, min: REASON_MIN }) : error?.message

  const submit = form.handleSubmit(async ({ reason }) => {
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
  })

  const openChange = (next: boolean) => {
    if (!next) form.clearErrors()
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent>
        <form onFocus={validate.loadAhead} onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <Field id={id} label={label} error={message}>
            {(control) => (
              <Textarea {...control} maxLength={REASON_MAX} rows={4} {...form.register('reason')} />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => openChange(false)}>
              {tCommon('cancel')}
            </Button>
            <SubmitButton
              variant={destructive ? 'destructive' : 'default'}
              pending={isSubmitting}
              pendingLabel={t('reason.pending')}
            >
              {confirmLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
