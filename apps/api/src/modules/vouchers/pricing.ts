import { VOUCHER_MESSAGES, type VoucherKind, type VoucherTarget } from '@pasar/shared'

// The one computation of a checkout's discounts (docs/decisions/1016-vouchers.md): the quote and
// the order both call `priceVouchers` with what they read. Pure: no database, no clock of its own.

/** A voucher as the computation weighs it: its row and the buyer's uses not given back. */
export interface PricedVoucher {
  id: number
  /** Null for a platform voucher. */
  storeId: number | null
  code: string
  kind: VoucherKind
  /** PERCENT: per cent; FIXED: rupiah. */
  value: number
  maxDiscount: number | null
  minSpend: number
  quota: number
  uses: number
  perBuyer: number
  appliesTo: VoucherTarget
  startsAt: Date
  endsAt: Date
  active: boolean
  /** The buyer's uses of it not given back. */
  buyerUses: number
}

/** One store's part of the selection: its items and its quoted shipping. */
export interface StorePart {
  storeId: number
  itemsTotal: number
  shippingTotal: number
}

export interface PricingInput {
  /** In the order of the store orders: the last one takes a platform discount's remainder. */
  stores: StorePart[]
  /** The codes the buyer applies, as sent (trimmed and upper-cased by the schema). */
  codes: string[]
  /** The vouchers the codes may name: those of the selection's stores and the platform's. */
  vouchers: PricedVoucher[]
  /** The stores' active vouchers, for each store's `offers`; absent, no offers. */
  offers?: PricedVoucher[]
  now: Date
}

/** Each code sent: applied, or why not. */
export interface CodeOutcome {
  code: string
  applied: boolean
  message?: string
}

export interface VoucherOffer {
  voucher: PricedVoucher
  /** What it would take off the store's items; 0 when it cannot be used. */
  discount: number
  /** Null when usable; else the refusal. */
  message: string | null
}

export interface StorePricing extends StorePart {
  discount: { store: number; platform: number }
  /** The store voucher applied, if any. */
  voucher: PricedVoucher | null
  /** The store's active vouchers: usable first, the larger discount first. */
  offers: VoucherOffer[]
}

/** A voucher applied and what it took off, for its use. */
export interface AppliedVoucher {
  voucher: PricedVoucher
  /** The store it lowered; null for the platform voucher (shared among the store orders). */
  storeId: number | null
  amount: number
}

export interface Pricing {
  itemsTotal: number
  shippingTotal: number
  discountTotal: number
  /** `itemsTotal + shippingTotal − discountTotal`, at least Rp 1. */
  totalPrice: number
  stores: StorePricing[]
  codes: CodeOutcome[]
  /** Vouchers applied, store vouchers in store order, then the platform voucher. */
  applied: AppliedVoucher[]
}

/** Why the voucher cannot be used now on `spend` (the items it applies to), or null. */
export function refusalOf(voucher: PricedVoucher, spend: number, now: Date): string | null {
  const at = now.getTime()
  if (!voucher.active || at >= voucher.endsAt.getTime()) return VOUCHER_MESSAGES.ended
  if (at < voucher.startsAt.getTime()) return VOUCHER_MESSAGES.notStarted
  if (voucher.uses >= voucher.quota) return VOUCHER_MESSAGES.runOut
  if (voucher.buyerUses >= voucher.perBuyer) return VOUCHER_MESSAGES.used
  if (spend < voucher.minSpend) return VOUCHER_MESSAGES.minSpend(voucher.minSpend)
  return null
}

/**
 * What the voucher takes off `base`: PERCENT ⌊base × value / 100⌋ capped by `maxDiscount`, FIXED
 * its value; never more than `base`.
 */
export function discountOf(voucher: PricedVoucher, base: number): number {
  const raw =
    voucher.kind === 'PERCENT'
      ? Math.min(
          Math.floor((base * voucher.value) / 100),
          voucher.maxDiscount ?? Number.POSITIVE_INFINITY,
        )
      : voucher.value
  return Math.max(0, Math.min(raw, base))
}

/**
 * `amount` shared among `bases` in proportion, whole rupiah rounded down, the remainder on the
 * last; a share never exceeds its base: what would moves to the shares before it, the nearest
 * first. `amount` never exceeds the bases' sum.
 */
export function shareOf(amount: number, bases: number[]): number[] {
  const total = bases.reduce((sum, base) => sum + base, 0)
  if (amount <= 0 || total <= 0) return bases.map(() => 0)
  const shares = bases.map((base) => Math.floor((amount * base) / total))
  const last = shares.length - 1
  shares[last] = amount - shares.slice(0, last).reduce((sum, share) => sum + share, 0)
  let over = 0
  for (let index = last; index >= 0; index -= 1) {
    const base = bases[index] ?? 0
    const share = (shares[index] ?? 0) + over
    shares[index] = Math.min(share, base)
    over = share - (shares[index] ?? 0)
  }
  return shares
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** Which voucher(s) each code names, or why it names none usable here. */
interface Resolution {
  code: string
  vouchers: PricedVoucher[]
  message?: string
}

/**
 * A code names the voucher of each store of the selection that holds it; otherwise the platform
 * voucher of that code; otherwise nothing. A second code for a store, or a second platform code,
 * is refused.
 */
function resolveCodes(input: PricingInput): Resolution[] {
  const inSelection = new Set(input.stores.map((store) => store.storeId))
  const storesTaken = new Set<number>()
  let platformTaken = false
  return input.codes.map((code) => {
    const named = input.vouchers.filter(
      (voucher) =>
        voucher.code === code && voucher.storeId !== null && inSelection.has(voucher.storeId),
    )
    if (named.length > 0) {
      if (named.some((voucher) => storesTaken.has(voucher.storeId ?? 0))) {
        return { code, vouchers: [], message: VOUCHER_MESSAGES.oneStoreVoucher }
      }
      for (const voucher of named) storesTaken.add(voucher.storeId ?? 0)
      return { code, vouchers: named }
    }
    const platform = input.vouchers.find(
      (voucher) => voucher.code === code && voucher.storeId === null,
    )
    if (!platform) return { code, vouchers: [], message: VOUCHER_MESSAGES.unknown }
    if (platformTaken) return { code, vouchers: [], message: VOUCHER_MESSAGES.onePlatformVoucher }
    platformTaken = true
    return { code, vouchers: [platform] }
  })
}

/** A store's offers: each active voucher alone on its items, usable first, larger first. */
function offersOf(store: StorePart, candidates: PricedVoucher[], now: Date): VoucherOffer[] {
  return candidates
    .filter((voucher) => voucher.storeId === store.storeId)
    .map((voucher) => {
      const message = refusalOf(voucher, store.itemsTotal, now)
      return { voucher, message, discount: message ? 0 : discountOf(voucher, store.itemsTotal) }
    })
    .sort(
      (a, b) =>
        Number(a.message !== null) - Number(b.message !== null) ||
        b.discount - a.discount ||
        a.voucher.id - b.voucher.id,
    )
}

/**
 * The selection's discounts (docs/decisions/1016-vouchers.md): each store's voucher on its items,
 * then the platform voucher on the items after them (ITEMS) or on the shipping (SHIPPING), shared
 * among the store orders; the total stays at least Rp 1, the platform discount giving way first,
 * then the store discounts (the last store's first).
 */
export function priceVouchers(input: PricingInput): Pricing {
  const { stores, now } = input
  const resolutions = resolveCodes(input)
  const refusals = new Map<number, string>()

  const storeVoucher = new Map<number, PricedVoucher>()
  for (const resolution of resolutions) {
    for (const voucher of resolution.vouchers) {
      if (voucher.storeId !== null) storeVoucher.set(voucher.storeId, voucher)
    }
  }
  const storeDiscounts = stores.map((store) => {
    const voucher = storeVoucher.get(store.storeId)
    if (!voucher) return 0
    const refusal = refusalOf(voucher, store.itemsTotal, now)
    if (refusal) {
      refusals.set(voucher.id, refusal)
      return 0
    }
    return discountOf(voucher, store.itemsTotal)
  })

  const platform = resolutions
    .flatMap((resolution) => resolution.vouchers)
    .find((voucher) => voucher.storeId === null)
  const itemsAfter = stores.map((store, index) => store.itemsTotal - (storeDiscounts[index] ?? 0))
  const bases =
    platform?.appliesTo === 'SHIPPING' ? stores.map((store) => store.shippingTotal) : itemsAfter
  let platformDiscount = 0
  if (platform) {
    const refusal = refusalOf(platform, sum(itemsAfter), now)
    if (refusal) refusals.set(platform.id, refusal)
    else platformDiscount = discountOf(platform, sum(bases))
  }

  // At least Rp 1: the platform discount gives way first, then the store discounts, last first.
  const itemsTotal = sum(stores.map((store) => store.itemsTotal))
  const shippingTotal = sum(stores.map((store) => store.shippingTotal))
  let short = 1 - (itemsTotal + shippingTotal - sum(storeDiscounts) - platformDiscount)
  if (short > 0) {
    const given = Math.min(short, platformDiscount)
    platformDiscount -= given
    short -= given
  }
  for (let index = stores.length - 1; short > 0 && index >= 0; index -= 1) {
    const given = Math.min(short, storeDiscounts[index] ?? 0)
    storeDiscounts[index] = (storeDiscounts[index] ?? 0) - given
    short -= given
  }

  const shares = shareOf(platformDiscount, bases)
  const priced: StorePricing[] = stores.map((store, index) => {
    const voucher = storeVoucher.get(store.storeId) ?? null
    return {
      ...store,
      discount: { store: storeDiscounts[index] ?? 0, platform: shares[index] ?? 0 },
      voucher: voucher && !refusals.has(voucher.id) ? voucher : null,
      offers: input.offers ? offersOf(store, input.offers, now) : [],
    }
  })

  const applied: AppliedVoucher[] = [
    ...priced.flatMap((store) =>
      store.voucher
        ? [{ voucher: store.voucher, storeId: store.storeId, amount: store.discount.store }]
        : [],
    ),
    ...(platform && !refusals.has(platform.id)
      ? [{ voucher: platform, storeId: null, amount: platformDiscount }]
      : []),
  ]

  const codes = resolutions.map(({ code, vouchers, message }): CodeOutcome => {
    if (message) return { code, applied: false, message }
    const refused = vouchers.map((voucher) => refusals.get(voucher.id))
    if (refused.some((refusal) => refusal === undefined)) return { code, applied: true }
    return { code, applied: false, message: refused[0] ?? VOUCHER_MESSAGES.unknown }
  })

  const discountTotal = sum(storeDiscounts) + platformDiscount
  return {
    itemsTotal,
    shippingTotal,
    discountTotal,
    totalPrice: itemsTotal + shippingTotal - discountTotal,
    stores: priced,
    codes,
    applied,
  }
}

/** The first code that cannot be used, with why: the order refuses with it (409). */
export function firstRefusal(pricing: Pricing): string | undefined {
  return pricing.codes.find((outcome) => !outcome.applied)?.message
}
