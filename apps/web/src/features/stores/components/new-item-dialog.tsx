import { Plus } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx'
import { useT } from '../i18n/index.ts'

interface NewItemDialogProps {
  title: string
  description: string
  /** Classes for the dialog box, e.g. a wider one for a longer form. */
  className?: string
  /** The form; it calls `close` once the item is created. */
  children: (close: () => void) => ReactNode
}

/** The 'New' button of a seller's list and the dialog with the form it opens. */
export function NewItemDialog({ title, description, className, children }: NewItemDialogProps) {
  const [open, setOpen] = useState(false)
  const { t } = useT()
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t('new')}
        </Button>
      </DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  )
}
