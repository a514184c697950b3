import { lazyDialog } from '@/components/loaded-when-open.tsx'

/**
 * One order as the operator looks it up, in a dialog over the list; its box, with Radix's Dialog,
 * loads when it first opens (docs/decisions/1000).
 */
export const OrderDialog = lazyDialog(() => import('./order-dialog-box.tsx'))
