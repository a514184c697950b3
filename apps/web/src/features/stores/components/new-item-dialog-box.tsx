import type { ComponentProps } from 'react'
import { LazyPart } from '@/components/lazy-part.tsx'
import { TitledDialog } from '@/components/ui/titled-dialog.tsx'

/** The dialog of a seller's 'New' button; `NewItemDialog` loads it with the form, on the press. */
export default function NewItemDialogBox({
  children,
  ...dialog
}: Omit<ComponentProps<typeof TitledDialog>, 'onCloseAutoFocus'>) {
  return (
    <TitledDialog {...dialog}>
      <LazyPart>{children}</LazyPart>
    </TitledDialog>
  )
}
