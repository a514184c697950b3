import type { Tx } from '../../db/client.ts'

/** Gives orders' voucher uses back, each once (the vouchers module's `releaseUses`). */
export type ReleaseUses = (tx: Tx, orderIds: number[]) => Promise<unknown>

let release: ReleaseUses | undefined

/**
 * How an order that ends unpaid gives its voucher uses back (docs/decisions/1016-vouchers.md).
 * The vouchers module leads back to orders (through the operator console), so orders cannot
 * import it: app.ts, where the modules are composed, hands its `releaseUses` in here
 * (docs/decisions/1014-checkout-orders-fulfilment-refunds.md).
 */
export function releaseUsesWith(releaseUses: ReleaseUses) {
  release = releaseUses
}

/**
 * Unpaid orders that expired or were canceled give their voucher uses back, in the caller's
 * transaction, which holds the orders' locks: all their vouchers in one id order. Called before
 * their stock goes back: vouchers are locked before stock, as checkout claims them, so the two
 * cannot deadlock.
 */
export async function giveUsesBack(tx: Tx, orderIds: number[]) {
  if (!release) throw new Error('no releaseUses: app.ts hands it in (releaseUsesWith)')
  await release(tx, orderIds)
}
