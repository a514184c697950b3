import {
  englishText,
  systemTextSchema,
  type AuditEntry,
  type OperatorAction,
  type SystemText,
} from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { paged, type Page } from '../../lib/pagination.ts'
import { peopleByIds } from '../auth/index.ts'
import * as repo from './repository.ts'

// The operators' audit (docs/decisions/0994-operator-audit.md): each action is done by the module
// that owns the data and recorded here in the same transaction — an action and its audit row
// commit together or not at all. Its own module, so that any module with operator routes can
// record in it without leading back to the console's other modules (orders, refunds, …).

export interface Action {
  operatorId: number
  action: OperatorAction
  targetKind: 'user' | 'store' | 'product' | 'category' | 'refund' | 'payout' | 'voucher'
  targetId: string | number
  /**
   * What the list shows for the target, kept as it was at the time: a name, or a system text
   * (its code, whose English becomes the label; docs/decisions/1011).
   */
  label: string | SystemText
  reason?: string | null
  details?: Record<string, unknown>
}

/** Records an operator action in the caller's transaction (also for other modules' admin routes). */
export async function recordOperatorAction(tx: Tx, action: Action) {
  return repo.insertAction(tx, {
    operatorId: action.operatorId,
    action: action.action,
    targetKind: action.targetKind,
    targetId: String(action.targetId),
    reason: action.reason ?? null,
    details: {
      ...(typeof action.label === 'string'
        ? { label: action.label }
        : { label: englishText(action.label), labelCode: action.label }),
      ...action.details,
    },
  })
}

/** A page of the audit, newest first, each action with the operator who took it. */
export async function auditPage(db: Db, page: number, limit: number): Promise<Page<AuditEntry>> {
  const { rows, total } = await repo.pageOfActions(db, page, limit)
  const people = new Map(
    (await peopleByIds(db, [...new Set(rows.map((r) => r.operatorId))])).map((p) => [p.id, p]),
  )
  const data = rows.map((row) => {
    const { label, labelCode, ...details } = row.details
    const code = systemTextSchema.safeParse(labelCode)
    return {
      id: row.id,
      operator: people.get(row.operatorId) ?? { id: row.operatorId, name: '', email: '' },
      action: row.action,
      target: {
        kind: row.targetKind,
        id: row.targetId,
        label: typeof label === 'string' ? label : `${row.targetKind} ${row.targetId}`,
        labelCode: code.success ? code.data : null,
      },
      reason: row.reason,
      details,
      createdAt: row.createdAt.toISOString(),
    }
  })
  return paged(data, page, limit, total)
}
