import { Slot } from 'radix-ui'
import { lazy, type ReactNode } from 'react'
import { OpenedPart } from '@/components/opened-part.tsx'
import { LoadedWhenOpen } from '@/components/loaded-when-open.tsx'
import { useOpenedOnPress } from '@/lib/use-opened-on-press.ts'
import type { ConfirmDialogText } from './confirm-dialog-box.tsx'

// The box, with Radix's AlertDialog, loads when it first opens, not with the page
// (docs/decisions/1000-react-in-production.md).
const loadBox = () => import('./confirm-dialog-box.tsx')
const ConfirmDialogBox = lazy(loadBox)

/**
 * The one confirmation before a destructive or final action: a title, what will happen, 'Cancel'
 * and a confirm button (destructive unless `variant` says otherwise, e.g. 'Order received'). Both
 * buttons say what they do: when the action is itself a cancel, they read 'No' and 'Yes, cancel
 * order' (`cancelLabel`, `confirmLabel`), never 'Cancel' for keeping it (docs/product.md#orders).
 * Opened by its `trigger` (its code loads ahead on pointer-over and focus), or controlled with
 * `open`/`onOpenChange`. Closing gives focus back to what opened it (return-focus.ts).
 */
type Opening =
  | { trigger: ReactNode; open?: never; onOpenChange?: never }
  | { trigger?: never; open: boolean; onOpenChange: (open: boolean) => void }

export function ConfirmDialog(props: ConfirmDialogText & Opening) {
  if (props.open === undefined) return <OpenedByTrigger {...props} />
  const { trigger: _, ...box } = props
  return (
    <LoadedWhenOpen open={props.open} onOpenChange={props.onOpenChange}>
      <ConfirmDialogBox {...box} />
    </LoadedWhenOpen>
  )
}

function OpenedByTrigger({ trigger, ...text }: ConfirmDialogText & { trigger: ReactNode }) {
  const pressed = useOpenedOnPress(loadBox)
  return (
    <>
      <Slot.Root aria-haspopup="dialog" aria-expanded={pressed.isOpen} {...pressed.trigger}>
        {trigger}
      </Slot.Root>
      <OpenedPart part={pressed}>
        <ConfirmDialogBox {...text} {...pressed.props} />
      </OpenedPart>
    </>
  )
}
