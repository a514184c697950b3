import { lazy } from 'react'
import { LoadedWhenOpen } from '@/components/loaded-when-open.tsx'
import type { ReasonDialogProps } from './reason-dialog-box.tsx'

// Its box, with Radix's Dialog, loads when it first opens (docs/decisions/1000).
const ReasonDialogBox = lazy(() => import('./reason-dialog-box.tsx'))

/**
 * Asks the operator why (suspend, hide) or how (settle a refund) before the action; the text is
 * recorded in the audit and, for hiding, shown to the seller. Server errors show in the dialog.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <LoadedWhenOpen open={props.open} onOpenChange={props.onOpenChange}>
      <ReasonDialogBox {...props} />
    </LoadedWhenOpen>
  )
}
