import type { ReactNode } from 'react'
import { useCommonT } from '@/i18n/common/index.ts'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog.tsx'
import { useT } from './i18n/index.ts'

export interface ConfirmDialogText {
  title?: string
  description: ReactNode
  confirmLabel?: string
  /** The dismissing button, 'Cancel' unless the action is itself a cancel ('No'). */
  cancelLabel?: string
  variant?: 'default' | 'destructive'
  onConfirm: () => void
}

/**
 * The confirmation's box, with Radix's AlertDialog: `ConfirmDialog` (confirm-dialog.tsx) loads
 * it on the first opening.
 */
export default function ConfirmDialogBox({
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'destructive',
  onConfirm,
  open,
  onOpenChange,
}: ConfirmDialogText & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useT()
  const { t: tc } = useCommonT()
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? t('confirm.title')}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel ?? tc('cancel')}</AlertDialogCancel>
          <AlertDialogAction variant={variant} onClick={onConfirm}>
            {confirmLabel ?? t('confirm.continue')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
