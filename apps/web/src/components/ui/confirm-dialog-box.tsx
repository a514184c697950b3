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
  AlertDialogTrigger,
} from './alert-dialog.tsx'
import { useT } from './i18n/index.ts'

/**
 * The one confirmation before a destructive or final action: a title, what will happen, 'Cancel'
 * and a confirm button (destructive unless `variant` says otherwise, e.g. 'Order received').
 * Opened by its `trigger`, or controlled with `open`/`onOpenChange`.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
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
  const { t } = useT()
  const { t: tc } = useCommonT()
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? t('confirm.title')}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{tc('cancel')}</AlertDialogCancel>
          <AlertDialogAction variant={variant} onClick={onConfirm}>
            {confirmLabel ?? t('confirm.continue')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
