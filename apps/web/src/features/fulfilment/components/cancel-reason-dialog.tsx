import { CANCEL_REASON_MAX, type CancelStoreOrderInput } from '@pasar/shared'
import type { ReactNode } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { useT } from '../i18n/index.ts'

type CancelOutput = { reason: string }
export type CancelFormApi = UseFormReturn<CancelStoreOrderInput, unknown, CancelOutput>

/**
 * Canceling a store order, by its seller or its buyer: a reason of 5–500 characters (the shared
 * schema) and what the cancel does to the money, said in `description`.
 */
export function CancelReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  placeholder,
  pending,
  onSubmit,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  placeholder?: string
  pending: boolean
  onSubmit: (reason: string, form: CancelFormApi) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <CancelForm
          placeholder={placeholder}
          pending={pending}
          onSubmit={onSubmit}
          onKeep={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}

// The form's rules (cancelStoreOrderSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/store-order').then((m) => m.cancelStoreOrderSchema),
)

function CancelForm({
  placeholder,
  pending,
  onSubmit,
  onKeep,
}: {
  placeholder?: string
  pending: boolean
  onSubmit: (reason: string, form: CancelFormApi) => void
  onKeep: () => void
}) {
  const form = useForm<CancelStoreOrderInput, unknown, CancelOutput>({
    resolver: validate,
    defaultValues: { reason: '' },
  })
  const length = useWatch({ control: form.control, name: 'reason' }).length
  const { t } = useT()
  return (
    <form
      onFocus={validate.loadAhead}
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => onSubmit(values.reason, form))}
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onKeep}>
          {t('cancel.keep')}
        </Button>
        <SubmitButton variant="destructive" pending={pending} pendingLabel={t('cancel.pending')}>
          {t('cancel.submit')}
        </SubmitButton>
      </DialogFooter>
    </form>
  )
}
