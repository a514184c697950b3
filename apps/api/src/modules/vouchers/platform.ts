import type {
  createPlatformVoucherSchema,
  OperatorAction,
  Voucher,
  VoucherPage,
} from '@pasar/shared'
import type { z } from 'zod'
import { paged } from '../../lib/pagination.ts'
import { recordOperatorAction } from '../audit/index.ts'
import type { VoucherDeps } from './deps.ts'
import * as repo from './repository.ts'
import { editVoucher, newVoucher, uniqueCode, type VoucherEdit } from './rules.ts'
import { toVoucher } from './views.ts'

// The platform's vouchers (no store), as operators manage them; each creation and edit goes in
// the operators' audit in its own transaction (docs/decisions/0994-operator-audit.md,
// docs/decisions/1016-vouchers.md).

export const DUPLICATE_PLATFORM_CODE_MESSAGE = 'Pasar already has a voucher with this code.'

type PlatformDraft = z.output<typeof createPlatformVoucherSchema>

export async function listPlatformVouchers(
  deps: VoucherDeps,
  page: number,
  limit: number,
): Promise<VoucherPage> {
  const { rows, total } = await repo.pageOfVouchers(deps.db, null, page, limit)
  return paged(
    rows.map((row) => toVoucher(row, null)),
    page,
    limit,
    total,
  )
}

/** A new platform voucher, recorded in the audit; 409 when the platform has one of that code. */
export async function createPlatformVoucher(
  deps: VoucherDeps,
  operatorId: number,
  draft: PlatformDraft,
): Promise<Voucher> {
  const row = await uniqueCode(
    () =>
      deps.db.transaction(async (tx) => {
        const created = await repo.insertVoucher(tx, newVoucher(null, draft, draft.appliesTo))
        await recordOperatorAction(tx, {
          operatorId,
          action: 'VOUCHER_CREATED',
          targetKind: 'voucher',
          targetId: created.id,
          label: created.code,
          details: {
            kind: created.kind,
            value: created.value,
            appliesTo: created.appliesTo,
            quota: created.quota,
            startsAt: created.startsAt.toISOString(),
            endsAt: created.endsAt.toISOString(),
          },
        })
        return created
      }),
    repo.PLATFORM_CODE_KEY,
    DUPLICATE_PLATFORM_CODE_MESSAGE,
  )
  return toVoucher(row, null)
}

/** What changed, as `<field>From` and `<field>To` (as the category edits are recorded). */
function changes(before: repo.VoucherRow, after: repo.VoucherRow, edit: VoucherEdit) {
  const shown = (row: repo.VoucherRow) => ({
    active: row.active,
    endsAt: row.endsAt.toISOString(),
    quota: row.quota,
  })
  const [from, to] = [shown(before), shown(after)]
  const fields = (['active', 'endsAt', 'quota'] as const).filter((f) => edit[f] !== undefined)
  return Object.fromEntries(
    fields.flatMap((f) => [
      [`${f}From`, from[f]],
      [`${f}To`, to[f]],
    ]),
  )
}

/**
 * Ends, restarts or changes the quota of a platform voucher, recorded in the audit: VOUCHER_ENDED
 * when it stops an active voucher, VOUCHER_UPDATED otherwise; 404 for a store's voucher.
 */
export async function updatePlatformVoucher(
  deps: VoucherDeps,
  operatorId: number,
  id: number,
  edit: VoucherEdit,
): Promise<Voucher> {
  const after = await deps.db.transaction(async (tx) => {
    const { before, after } = await editVoucher(tx, null, id, edit)
    const action: OperatorAction =
      before.active && !after.active ? 'VOUCHER_ENDED' : 'VOUCHER_UPDATED'
    await recordOperatorAction(tx, {
      operatorId,
      action,
      targetKind: 'voucher',
      targetId: after.id,
      label: after.code,
      details: changes(before, after, edit),
    })
    return after
  })
  return toVoucher(after, null)
}
