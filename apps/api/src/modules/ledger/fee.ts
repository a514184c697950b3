/**
 * The platform's fee on a store order's items after its store's discount (docs/decisions/1016-vouchers.md):
 * `basisPoints` of them (500 = 5 %), rounded to whole rupiah half up, in integers only so no float
 * ever touches money (docs/decisions/0980). The same formula runs in SQL for the pending balance
 * (modules/fulfilment/pending-proceeds.ts).
 */
export function platformFee(itemsTotal: number, basisPoints: number): number {
  return Math.floor((itemsTotal * basisPoints + 5_000) / 10_000)
}
