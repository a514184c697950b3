import type { VoucherKind, VoucherTarget } from '@pasar/shared'
import type { Tx } from '../db/client.ts'
import type { DemoDiscounts } from '../modules/orders/index.ts'
import {
  claimUses,
  firstRefusal,
  insertVoucher,
  priceVouchers,
  releaseUses,
  vouchersOfCodes,
  type Pricing,
} from '../modules/vouchers/index.ts'

/** A demo voucher: its store's slug, or null for the platform's (docs/decisions/1016-vouchers.md). */
export interface DemoVoucher {
  store: string | null
  code: string
  kind: VoucherKind
  value: number
  maxDiscount?: number
  minSpend: number
  quota: number
  perBuyer: number
  appliesTo?: VoucherTarget
  /** Days from the seed: started a month ago and running two more by default. */
  startsInDays?: number
  endsInDays?: number
}

/**
 * Every demo store has a voucher shoppers can use now, and the platform a free-shipping one and
 * one on the items, so the store pages, checkout and the operator's console show them. A
 * scheduled and an ended one give the seller's Vouchers tab each status.
 */
export const DEMO_VOUCHERS: DemoVoucher[] = [
  {
    store: 'batik-busana-sari',
    code: 'BATIKSARI10',
    kind: 'PERCENT',
    value: 10,
    maxDiscount: 25_000,
    minSpend: 150_000,
    quota: 200,
    perBuyer: 1,
  },
  {
    store: 'batik-busana-sari',
    code: 'SARIGAJIAN',
    kind: 'FIXED',
    value: 20_000,
    minSpend: 250_000,
    quota: 100,
    perBuyer: 1,
    startsInDays: 3,
    endsInDays: 10,
  },
  {
    store: 'gadget-nusantara',
    code: 'GADGET50K',
    kind: 'FIXED',
    value: 50_000,
    minSpend: 1_000_000,
    quota: 100,
    perBuyer: 1,
  },
  {
    store: 'gadget-nusantara',
    code: 'GADGETMERDEKA',
    kind: 'PERCENT',
    value: 17,
    maxDiscount: 100_000,
    minSpend: 500_000,
    quota: 50,
    perBuyer: 1,
    startsInDays: -40,
    endsInDays: -2,
  },
  {
    store: 'kilau-bali',
    code: 'KILAU15',
    kind: 'PERCENT',
    value: 15,
    maxDiscount: 30_000,
    minSpend: 100_000,
    quota: 150,
    perBuyer: 2,
  },
  {
    store: null,
    code: 'GRATISONGKIR',
    kind: 'FIXED',
    value: 20_000,
    minSpend: 50_000,
    quota: 10_000,
    perBuyer: 5,
    appliesTo: 'SHIPPING',
  },
  {
    store: null,
    code: 'PASARHEMAT',
    kind: 'PERCENT',
    value: 5,
    maxDiscount: 25_000,
    minSpend: 300_000,
    quota: 1_000,
    perBuyer: 1,
    appliesTo: 'ITEMS',
  },
]

const DAY = 86_400_000

/** Writes the demo vouchers through the vouchers module, dated from `now`. */
export async function insertDemoVouchers(tx: Tx, storeIds: Map<string, number>, now: number) {
  for (const { store, startsInDays = -30, endsInDays = 60, ...voucher } of DEMO_VOUCHERS) {
    const storeId = store === null ? null : storeIds.get(store)
    if (storeId === undefined) throw new Error(`demo voucher of an unknown store: ${store}`)
    await insertVoucher(tx, {
      ...voucher,
      storeId,
      appliesTo: voucher.appliesTo ?? 'ITEMS',
      startsAt: new Date(now + startsInDays * DAY),
      endsAt: new Date(now + endsInDays * DAY),
    })
  }
}

/**
 * A demo order's vouchers, priced and claimed as checkout does (the vouchers module's
 * computation and claims) at the moment the order was placed.
 */
export function demoDiscounts(
  tx: Tx,
  order: { userId: number; codes: string[] | undefined; createdAt: Date },
): DemoDiscounts | undefined {
  const { userId, codes, createdAt } = order
  if (!codes?.length) return undefined
  let applied: Pricing['applied'] = []
  return {
    async price(parts) {
      const storeIds = parts.map((part) => part.storeId)
      const vouchers = await vouchersOfCodes(tx, { userId, storeIds, codes })
      const pricing = priceVouchers({ stores: parts, codes, vouchers, now: createdAt })
      const refusal = firstRefusal(pricing)
      if (refusal) throw new Error(`demo order's voucher refused: ${refusal}`)
      applied = pricing.applied
      return new Map(pricing.stores.map((store) => [store.storeId, store.discount]))
    },
    async record({ id, storeOrderOf, givenBack }) {
      await claimUses(tx, { userId, orderId: id, now: createdAt, applied, storeOrderOf })
      if (givenBack) await releaseUses(tx, [id], createdAt)
    },
  }
}
