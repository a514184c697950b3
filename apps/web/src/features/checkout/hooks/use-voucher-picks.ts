import type { CheckoutQuote } from '@pasar/shared'
import { useState } from 'react'

/** Where a code was chosen: a store's voucher picker (its id), or the Pasar code field. */
export type VoucherPlace = number | 'platform'

export interface VoucherPicks {
  /** Store id → the code of the store voucher the buyer chose (none is chosen for them). */
  stores: ReadonlyMap<number, string>
  /** The Pasar voucher code the buyer applied. */
  platform: string | null
}

/** A code the quote did not apply, and why (the API's message, in English). */
export interface Refusal {
  code: string
  message: string
}

const NONE: VoucherPicks = { stores: new Map(), platform: null }

/**
 * The vouchers the buyer applies at checkout (docs/decisions/1016-vouchers.md): at most one per
 * store and one Pasar code. A quote that refuses a code drops it, keeping its reason to show where
 * it was chosen, so the order never sends a code its quote did not apply.
 */
export function useVoucherPicks() {
  const [picks, setPicks] = useState<VoucherPicks>(NONE)
  const [refusals, setRefusals] = useState<ReadonlyMap<VoucherPlace, Refusal>>(new Map())
  const [settled, setSettled] = useState<CheckoutQuote | undefined>(undefined)

  /**
   * Called while rendering with the quote of the codes sent (not a placeholder): on a new one, the
   * codes it refused go, each with its reason.
   */
  function settle(quote: CheckoutQuote | undefined) {
    if (quote === settled) return
    setSettled(quote)
    const refused = new Map(
      (quote?.vouchers ?? [])
        .filter((result) => !result.applied)
        .map((result) => [result.code, result.message ?? ''] as const),
    )
    if (refused.size > 0) {
      const stores = new Map(picks.stores)
      const reasons = new Map(refusals)
      for (const [storeId, code] of picks.stores) {
        const message = refused.get(code)
        if (message === undefined) continue
        stores.delete(storeId)
        reasons.set(storeId, { code, message })
      }
      let platform = picks.platform
      const message = platform === null ? undefined : refused.get(platform)
      if (platform !== null && message !== undefined) {
        reasons.set('platform', { code: platform, message })
        platform = null
      }
      setPicks({ stores, platform })
      setRefusals(reasons)
    }
  }

  function forget(place: VoucherPlace) {
    if (!refusals.has(place)) return
    const reasons = new Map(refusals)
    reasons.delete(place)
    setRefusals(reasons)
  }

  /** A store's voucher, or none (`null`). */
  function chooseStore(storeId: number, code: string | null) {
    const stores = new Map(picks.stores)
    if (code === null) stores.delete(storeId)
    else stores.set(storeId, code)
    setPicks({ ...picks, stores })
    forget(storeId)
  }

  /** The Pasar code, or none (`null`). */
  function choosePlatform(code: string | null) {
    setPicks({ ...picks, platform: code })
    forget('platform')
  }

  /** After the order is made: nothing chosen any more. */
  function reset() {
    setPicks(NONE)
    setRefusals(new Map())
  }

  return { picks, refusals, settle, chooseStore, choosePlatform, reset }
}

/** The `vouchers` of the order and its quote: each chosen store's code, then the Pasar code. */
export function voucherCodes(picks: VoucherPicks, storeIds: readonly number[]): string[] {
  const codes = storeIds.flatMap((storeId) => {
    const code = picks.stores.get(storeId)
    return code === undefined ? [] : [code]
  })
  if (picks.platform !== null) codes.push(picks.platform)
  // One code twice (a store's equal to the Pasar one) is one voucher (ADR 1016: the store's).
  return [...new Set(codes)]
}
