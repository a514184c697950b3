import type { createStoreVoucherSchema, updateVoucherSchema } from '@pasar/shared'
import type { z } from 'zod'
import type { Tx } from '../../db/client.ts'
import { badRequest, conflict, notFound } from '../../lib/http-error.ts'
import { isUniqueViolation } from '../../lib/pg-errors.ts'
import * as repo from './repository.ts'

// What store and platform vouchers share: a new one's row, its code's uniqueness, and the one
// edit a voucher allows once buyers may hold it (docs/decisions/1016-vouchers.md, Editing).

export const QUOTA_BELOW_USES_MESSAGE = 'The quota cannot be lower than the uses so far.'
export const END_BEFORE_START_MESSAGE = 'End must be after the start'
export const voucherNotFound = () => notFound('Voucher not found')

export type VoucherDraft = z.output<typeof createStoreVoucherSchema>
export type VoucherEdit = z.output<typeof updateVoucherSchema>

/** The row of a new voucher of the store (or the platform's, null). */
export function newVoucher(
  storeId: number | null,
  draft: VoucherDraft,
  appliesTo: repo.NewVoucher['appliesTo'] = 'ITEMS',
): repo.NewVoucher {
  return {
    storeId,
    code: draft.code,
    kind: draft.kind,
    value: draft.value,
    maxDiscount: draft.kind === 'PERCENT' ? (draft.maxDiscount ?? null) : null,
    minSpend: draft.minSpend,
    quota: draft.quota,
    perBuyer: draft.perBuyer,
    appliesTo,
    startsAt: new Date(draft.startsAt),
    endsAt: new Date(draft.endsAt),
    active: draft.active,
  }
}

/** Runs `insert`; a code its owner already has (`constraint`) is a 409 with `message`. */
export async function uniqueCode<T>(insert: () => Promise<T>, constraint: string, message: string) {
  try {
    return await insert()
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw conflict(message)
    throw error
  }
}

/**
 * Edits a voucher of the store (or the platform's, null) under its row lock: ends it early or
 * later, stops or restarts it, or changes its quota — never below its uses (409), never an end
 * at or before its start (400). Answers the row before and after.
 */
export async function editVoucher(tx: Tx, storeId: number | null, id: number, edit: VoucherEdit) {
  const before = await repo.lockVoucher(tx, id, storeId)
  if (!before) throw voucherNotFound()
  const endsAt = edit.endsAt === undefined ? undefined : new Date(edit.endsAt)
  if (endsAt && endsAt.getTime() <= before.startsAt.getTime()) {
    throw badRequest(END_BEFORE_START_MESSAGE, [
      { path: 'endsAt', message: END_BEFORE_START_MESSAGE },
    ])
  }
  if (edit.quota !== undefined && edit.quota < before.uses) {
    throw conflict(QUOTA_BELOW_USES_MESSAGE)
  }
  const after = await repo.updateVoucher(tx, id, {
    ...(edit.active === undefined ? {} : { active: edit.active }),
    ...(endsAt === undefined ? {} : { endsAt }),
    ...(edit.quota === undefined ? {} : { quota: edit.quota }),
  })
  return { before, after }
}
