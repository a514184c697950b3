import type { ReactNode } from 'react'
import { LazyPart } from '@/components/lazy-part.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'

/** The dialog of a seller's 'New' button; `NewItemDialog` loads it with the form, on the press. */
export default function NewItemDialogBox({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  className?: string
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <LazyPart>{children}</LazyPart>
      </DialogContent>
    </Dialog>
  )
}
