import { lazy } from 'react'
import { LoadedWhenOpen } from '@/components/loaded-when-open.tsx'
import type { OrderDialogProps } from './order-dialog-box.tsx'

// Its box, with Radix's Dialog, loads when it first opens (docs/decisions/1000).
const OrderDialogBox = lazy(() => import('./order-dialog-box.tsx'))

/** One order as the operator looks it up, in a dialog over the list. */
export function OrderDialog(props: OrderDialogProps) {
  return (
    <LoadedWhenOpen open={props.open} onOpenChange={props.onOpenChange}>
      <OrderDialogBox {...props} />
    </LoadedWhenOpen>
  )
}
