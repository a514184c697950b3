import {
  systemText,
  type AdminCategory,
  type AdminProduct,
  type AdminRefund,
  type AdminStore,
  type AdminUser,
  type CategoryOrderInput,
  type CreateCategoryInput,
  type Figures,
  type OperatorAction,
  type UpdateCategoryInput,
} from '@pasar/shared'
import { paged, type Page } from '../../lib/pagination.ts'
import type { Tx } from '../../db/client.ts'
import { peopleByIds, searchUsers, suspendUser, unsuspendUser } from '../auth/index.ts'
import {
  categoriesForAdmin,
  createCategory,
  reorderCategories,
  updateCategory,
} from '../catalog/index.ts'
import { mailHiddenByPasar } from '../notifications/index.ts'
import { platformFeesByDay, platformSubsidiesByDay } from '../ledger/index.ts'
import { paidOrdersByDay } from '../orders/index.ts'
import { refundsForAdmin, settleRefund } from '../refunds/index.ts'
import {
  newStoresByDay,
  productsForAdmin,
  setOwnerSuspended,
  setProductHiddenBy,
  setStoreHiddenBy,
  storesForAdmin,
  type ModeratedTarget,
} from '../stores/index.ts'
import { searchedList, type AdminDeps } from './deps.ts'
import { recordOperatorAction } from '../audit/index.ts'

// The operator console (docs/decisions/0994-operator-audit.md): each action is done by the module
// that owns the data, through its exports, and recorded in the audit (modules/audit) in the same
// transaction — an action and its audit row commit together or not at all.

// ─── Figures ────────────────────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000
/** Indonesia's western time (no daylight saving): the days the figures are counted by. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000

/**
 * Per day (Asia/Jakarta), the last `days` days up to today: paid orders and their totals, the
 * platform's fees and subsidies (the ledger's completed sales), new stores.
 */
export async function figures(deps: AdminDeps, days: number, now = new Date()): Promise<Figures> {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS)
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
  const first = today - (days - 1) * DAY_MS
  const since = new Date(first - JAKARTA_OFFSET_MS)
  const [paid, fees, subsidies, stores] = await Promise.all([
    paidOrdersByDay(deps.db, since),
    platformFeesByDay(deps.db, since),
    platformSubsidiesByDay(deps.db, since),
    newStoresByDay(deps.db, since),
  ])
  const list = Array.from({ length: days }, (_, i) => {
    const date = new Date(first + i * DAY_MS).toISOString().slice(0, 10)
    return {
      date,
      sales: paid.get(date)?.sales ?? 0,
      fees: fees.get(date) ?? 0,
      subsidies: subsidies.get(date) ?? 0,
      orders: paid.get(date)?.orders ?? 0,
      newSellers: stores.get(date) ?? 0,
    }
  })
  const sum = (key: 'sales' | 'fees' | 'subsidies' | 'orders' | 'newSellers') =>
    list.reduce((t, d) => t + d[key], 0)
  return {
    days: list,
    totals: {
      sales: sum('sales'),
      fees: sum('fees'),
      subsidies: sum('subsidies'),
      orders: sum('orders'),
      newSellers: sum('newSellers'),
    },
  }
}

// ─── Users ──────────────────────────────────────────────────────────────────────────────────

export const listUsers = searchedList<AdminUser>((deps, q, page, limit) =>
  searchUsers(deps.db, deps.config, q, page, limit),
)

/**
 * Suspends a user (with a reason) or lifts their suspension (null); their stores are hidden or
 * shown with them, and the action goes in the audit, all in one transaction.
 */
export function setUserSuspended(
  deps: AdminDeps,
  operatorId: number,
  userId: number,
  reason: string | null,
) {
  return deps.db.transaction(async (tx) => {
    const user =
      reason === null
        ? await unsuspendUser(tx, deps.config, userId)
        : await suspendUser(tx, deps.config, userId, reason)
    await setOwnerSuspended(tx, user.id, reason !== null)
    await recordOperatorAction(tx, {
      operatorId,
      action: reason === null ? 'USER_UNSUSPENDED' : 'USER_SUSPENDED',
      targetKind: 'user',
      targetId: user.id,
      label: `${user.name} <${user.email}>`,
      reason,
    })
    return user
  })
}

// ─── Stores and products ────────────────────────────────────────────────────────────────────

export const listStores = searchedList<AdminStore>(async (deps, q, page, limit) => {
  const { rows, total } = await storesForAdmin(deps.db, q, page, limit)
  const owners = new Map(
    (await peopleByIds(deps.db, [...new Set(rows.map((r) => r.ownerId))])).map((p) => [p.id, p]),
  )
  const data = rows.map(({ ownerId, view }) => ({
    ...view,
    owner: owners.get(ownerId) ?? { id: ownerId, name: '', email: '' },
  }))
  return { rows: data, total }
})

export const listProducts = searchedList<AdminProduct>((deps, q, page, limit) =>
  productsForAdmin(deps.db, q, page, limit),
)

const HIDING_ACTIONS = {
  store: { hidden: 'STORE_HIDDEN', shown: 'STORE_UNHIDDEN' },
  product: { hidden: 'PRODUCT_HIDDEN', shown: 'PRODUCT_UNHIDDEN' },
} as const satisfies Record<'store' | 'product', Record<'hidden' | 'shown', OperatorAction>>

/**
 * Hides a store or product from shoppers (with a reason) or shows it again (null): `setHidden`
 * changes it, and in the same transaction the action goes in the audit and its owner is mailed
 * (through the outbox).
 */
async function hideOrShow(
  deps: AdminDeps,
  operatorId: number,
  kind: 'store' | 'product',
  reason: string | null,
  setHidden: (tx: Tx) => Promise<{ target: ModeratedTarget; targetId: string; label: string }>,
) {
  await deps.db.transaction(async (tx) => {
    const { target, targetId, label } = await setHidden(tx)
    const action = await recordOperatorAction(tx, {
      operatorId,
      action: HIDING_ACTIONS[kind][reason === null ? 'shown' : 'hidden'],
      targetKind: kind,
      targetId,
      label,
      reason,
    })
    const [owner] = await peopleByIds(tx, [target.ownerId])
    if (!owner) return
    await mailHiddenByPasar(tx, deps.links, {
      owner,
      store: { name: target.store.name, slug: target.store.slug },
      target: { kind, id: target.id, name: target.name },
      hidden: reason !== null,
      reason,
      actionKey: String(action.id),
    })
  })
}

export async function setStoreHidden(
  deps: AdminDeps,
  operatorId: number,
  slug: string,
  reason: string | null,
): Promise<AdminStore> {
  await hideOrShow(deps, operatorId, 'store', reason, async (tx) => {
    const store = await setStoreHiddenBy(tx, slug, reason)
    return { target: store, targetId: store.store.slug, label: store.name }
  })
  const view = (await listStores(deps, slug, 1, 100)).data.find((s) => s.slug === slug)
  if (!view) throw new Error('moderated store not listed')
  return view
}

export async function setProductHidden(
  deps: AdminDeps,
  operatorId: number,
  uuid: string,
  reason: string | null,
): Promise<AdminProduct> {
  await hideOrShow(deps, operatorId, 'product', reason, async (tx) => {
    const product = await setProductHiddenBy(tx, uuid, reason)
    const label = `${product.name} (${product.store.name})`
    return { target: product, targetId: product.uuid, label }
  })
  const found = await productsForAdmin(deps.db, uuid.toLowerCase(), 1, 100)
  const view = found.rows.find((p) => p.uuid === uuid.toLowerCase())
  if (!view) throw new Error('moderated product not listed')
  return view
}

// ─── Categories ─────────────────────────────────────────────────────────────────────────────

export const listCategories = (deps: AdminDeps): Promise<AdminCategory[]> =>
  categoriesForAdmin(deps.db)

export function addCategory(deps: AdminDeps, operatorId: number, input: CreateCategoryInput) {
  return deps.db.transaction(async (tx) => {
    const category = await createCategory(tx, input)
    await recordOperatorAction(tx, {
      operatorId,
      action: 'CATEGORY_CREATED',
      targetKind: 'category',
      targetId: category.id,
      label: category.name,
      details: { icon: category.icon, slug: category.slug, nameId: category.nameId },
    })
    return category
  })
}

export function changeCategory(
  deps: AdminDeps,
  operatorId: number,
  id: number,
  input: UpdateCategoryInput,
) {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await updateCategory(tx, id, input)
    await recordOperatorAction(tx, {
      operatorId,
      action: 'CATEGORY_UPDATED',
      targetKind: 'category',
      targetId: id,
      label: after.name,
      details: {
        ...(input.name === undefined ? {} : { from: before.name, to: after.name }),
        ...(input.nameId === undefined
          ? {}
          : { nameIdFrom: before.nameId, nameIdTo: after.nameId }),
        ...(input.icon === undefined ? {} : { iconFrom: before.icon, iconTo: after.icon }),
      },
    })
    return after
  })
}

export function orderCategories(deps: AdminDeps, operatorId: number, input: CategoryOrderInput) {
  return deps.db.transaction(async (tx) => {
    const list = await reorderCategories(tx, input.ids)
    await recordOperatorAction(tx, {
      operatorId,
      action: 'CATEGORIES_REORDERED',
      targetKind: 'category',
      targetId: 'all',
      label: systemText('audit.CATEGORY_ORDER'),
      details: { order: list.map((c) => c.name) },
    })
    return list
  })
}

// ─── Refunds ────────────────────────────────────────────────────────────────────────────────

export async function listRefunds(
  deps: AdminDeps,
  status: 'FAILED' | 'SETTLED',
  page: number,
  limit: number,
): Promise<Page<AdminRefund>> {
  const { rows, total } = await refundsForAdmin(deps.db, status, page, limit)
  return paged(rows, page, limit, total)
}

export function settle(deps: AdminDeps, operatorId: number, refundId: number, note: string) {
  return deps.db.transaction(async (tx) => {
    const refund = await settleRefund(tx, refundId, operatorId, note)
    await recordOperatorAction(tx, {
      operatorId,
      action: 'REFUND_SETTLED',
      targetKind: 'refund',
      targetId: refund.id,
      label: systemText('audit.REFUND_OF_ORDER', { orderId: refund.orderId }),
      reason: note,
      details: { amount: refund.amount, orderId: refund.orderId },
    })
    return refund
  })
}
