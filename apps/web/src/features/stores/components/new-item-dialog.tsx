import { Plus } from 'lucide-react'
import { lazy, useState, type ComponentType, type ReactNode } from 'react'
import { OpenedPart } from '@/components/opened-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useOpenedOnPress } from '@/lib/use-opened-on-press.ts'
import { useT } from '../i18n/index.ts'

const loadBox = () => import('./new-item-dialog-box.tsx')
const NewItemDialogBox = lazy(loadBox)

interface NewItemDialogProps<P> {
  title: string
  description: string
  /** Classes for the dialog box, e.g. a wider one for a longer form. */
  className?: string
  /**
   * The form's module: it loads with the dialog on the first press of 'New', not with the list,
   * since its form brings react-hook-form, its fields, pickers and selects (docs/decisions/0986, 1000).
   */
  load: () => Promise<{ default: ComponentType<P> }>
  /** Draws the form; it calls `close` once the item is created. */
  children: (Form: ComponentType<P>, close: () => void) => ReactNode
}

/**
 * The 'New' button of a seller's list and the dialog with the form it opens, once its code is
 * here. Closing gives focus back to 'New' (return-focus.ts).
 */
export function NewItemDialog<P extends object>({
  title,
  description,
  className,
  load,
  children,
}: NewItemDialogProps<P>) {
  const [Form] = useState(() => lazy(load))
  const dialog = useOpenedOnPress(() => Promise.all([loadBox(), load()]))
  const { t } = useT()
  return (
    <>
      <Button aria-haspopup="dialog" aria-expanded={dialog.isOpen} {...dialog.trigger}>
        <Plus aria-hidden="true" />
        {t('new')}
      </Button>
      <OpenedPart part={dialog}>
        <NewItemDialogBox
          {...dialog.props}
          title={title}
          description={description}
          className={className}
        >
          {children(Form, () => dialog.setOpen(false))}
        </NewItemDialogBox>
      </OpenedPart>
    </>
  )
}
