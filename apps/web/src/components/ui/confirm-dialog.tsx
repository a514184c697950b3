import type { ReactNode } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.tsx'

/**
 * The one confirmation before a destructive or final action: a title, what will happen, 'Cancel'
 * and a confirm button (destructive unless `variant` says otherwise, e.g. 'Order received').
 * Opened by its `trigger`, or controlled with `open`/`onOpenChange`.
 */
export function ConfirmDialog({
  title = 'Are you sure?',
  description,
  confirmLabel = 'Continue',
  variant = 'destructive',
  onConfirm,
  trigger,
  open,
  onOpenChange,
}: {
  title?: string
  description: ReactNode
  confirmLabel?: string
  variant?: 'default' | 'destructive'
  onConfirm: () => void
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant={variant} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
