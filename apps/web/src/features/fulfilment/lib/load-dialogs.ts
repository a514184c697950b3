// The ship and cancel dialogs, loaded on the first press of 'Ship' or 'Cancel': their forms bring
// react-hook-form, which nothing else on the inbox or the buyer's order page needs
// (docs/decisions/0986).

export const loadShipDialog = () =>
  import('../components/ship-dialog.tsx').then(({ ShipDialog }) => ({ default: ShipDialog }))

export const loadCancelReasonDialog = () =>
  import('../components/cancel-reason-dialog.tsx').then(({ CancelReasonDialog }) => ({
    default: CancelReasonDialog,
  }))
