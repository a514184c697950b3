import { Plus } from 'lucide-react'
import { lazy, useState, type ComponentType, type ReactNode } from 'react'
import { LazyPart } from '@/components/lazy-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx'
import { loadAhead, openWhenLoaded } from '@/lib/load-on-press.ts'
import { useT } from '../i18n/index.ts'

interface NewItemDialogProps<P> {
  title: string
  description: string
  /** Classes for the dialog box, e.g. a wider one for a longer form. */
  className?: string
  /**
   * The form's module: it loads on the first press of 'New', not with the list, since its form
   * brings react-hook-form and its fields (docs/decisions/0986).
   */
  load: () => Promise<{ default: ComponentType<P> }>
  /** Draws the form; it calls `close` once the item is created. */
  children: (Form: ComponentType<P>, close: () => void) => ReactNode
}

/** The 'New' button of a seller's list and the dialog with the form it opens. */
export function NewItemDialog<P extends object>({
  title,
  description,
  className,
  load,
  children,
}: NewItemDialogProps<P>) {
  const [Form] = useState(() => lazy(load))
  const [open, setOpen] = useState(false)
  const { t } = useT()
  // Opens once the form's code is here. The trigger stays Radix's own, so focus comes back to
  // 'New' when the dialog closes.
  const onOpenChange = (next: boolean) => {
    if (!next) return setOpen(false)
    openWhenLoaded(load, () => setOpen(true))
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button onPointerEnter={() => loadAhead(load)} onFocus={() => loadAhead(load)}>
          <Plus aria-hidden="true" />
          {t('new')}
        </Button>
      </DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <LazyPart>{children(Form, () => setOpen(false))}</LazyPart>
      </DialogContent>
    </Dialog>
  )
}
