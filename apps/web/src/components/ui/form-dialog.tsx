import { useEffect, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useCommonT } from '@/i18n/common/index.ts'
import { Button } from './button.tsx'
import { CheckedForm } from './checked-form.tsx'
import { DialogFooter } from './dialog.tsx'
import { SubmitButton } from './submit-button.tsx'
import { TitledDialog } from './titled-dialog.tsx'

/** The props a dialog built on `FormDialog` takes from its caller and passes through. */
export interface FormDialogFrame {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  pending: boolean
}

/**
 * A dialog that asks for a field or two and sends them: title, description, the fields
 * (`children`, drawn with `Field` or `TextField` so errors sit under them), 'Cancel' and a submit
 * button that is busy while `pending` or while `onSubmit`'s promise runs. The caller owns `form`
 * (react-hook-form, usually with a `lazyResolver`, whose `loadAhead` goes in `loadAhead`) and
 * says in `onSubmit` what success does: close, reset, or put the server's refusal on a field.
 * Closing clears the errors; what was typed stays for the next opening unless `resetOnClose`.
 */
export function FormDialog<V extends FieldValues, O extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  form,
  loadAhead,
  onSubmit,
  pending = false,
  submitLabel,
  pendingLabel,
  cancelLabel,
  destructive = false,
  submitDisabled,
  resetOnClose = false,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  form: UseFormReturn<V, unknown, O>
  loadAhead?: () => void
  onSubmit: (values: O) => unknown
  pending?: boolean
  submitLabel: string
  pendingLabel: string
  /** 'Cancel' unless given. */
  cancelLabel?: string
  destructive?: boolean
  submitDisabled?: boolean
  resetOnClose?: boolean
  children: ReactNode
}) {
  const { t } = useCommonT()
  const { reset } = form
  // However it closes (Escape, 'Cancel', or the caller after a success), it opens empty again.
  useEffect(() => {
    if (!open && resetOnClose) reset()
  }, [open, resetOnClose, reset])

  const openChange = (next: boolean) => {
    if (!next) form.clearErrors()
    onOpenChange(next)
  }

  return (
    <TitledDialog open={open} onOpenChange={openChange} title={title} description={description}>
      <CheckedForm form={form} loadAhead={loadAhead} onSubmit={onSubmit}>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => openChange(false)}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <SubmitButton
            variant={destructive ? 'destructive' : 'default'}
            pending={pending || form.formState.isSubmitting}
            pendingLabel={pendingLabel}
            disabled={submitDisabled}
          >
            {submitLabel}
          </SubmitButton>
        </DialogFooter>
      </CheckedForm>
    </TitledDialog>
  )
}
