import { lazyDialog } from '@/components/loaded-when-open.tsx'

/**
 * Asks the operator why (suspend, hide) or how (settle a refund) before the action; the text is
 * recorded in the audit and, for hiding, shown to the seller. Server errors show in the dialog.
 * Its box, with Radix's Dialog, loads when it first opens (docs/decisions/1000).
 */
export const ReasonDialog = lazyDialog(() => import('./reason-dialog-box.tsx'))
