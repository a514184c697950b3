import type { ComponentProps, ReactNode } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx'

/**
 * A dialog with a title and a line saying what it is for, above its content: the forms' dialogs,
 * the address picker, an order looked up in the console. `className` and `onCloseAutoFocus` go to
 * the dialog's box.
 */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  onCloseAutoFocus,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  className?: string
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus']
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
