import { REASON_MAX, REASON_MIN } from '@pasar/shared'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { Label } from '@/components/ui/label.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
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
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = text.trim()
    if (trimmed.length < REASON_MIN) {
      setError(t('reason.tooShort', { label, min: REASON_MIN }))
      return
    }
    setPending(true)
    try {
      await onConfirm(trimmed)
      setText('')
      setError(null)
      onOpenChange(false)
    } catch (failure) {
      setError(failureMessage(failure))
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null)
        onOpenChange(next)
      }}
    >
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>{label}</Label>
            <Textarea
              id={id}
              value={text}
              maxLength={REASON_MAX}
              rows={4}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {tCommon('cancel')}
            </Button>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={pending}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
