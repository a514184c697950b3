import {
  bankName,
  formatIDR,
  MIN_PAYOUT,
  systemText,
  type BankAccountInput,
  type PayoutStatus,
} from '@pasar/shared'
import type { Tx } from '../../db/client.ts'
import { conflict, HttpError, notFound } from '../../lib/http-error.ts'
import { paged } from '../../lib/pagination.ts'
import { PayoutRefused, type ProviderPayout } from '../../providers/payout/port.ts'
import { recordOperatorAction } from '../audit/index.ts'
import { bookPayout, bookPayoutReturned, ledgerBalance } from '../ledger/index.ts'
import { mailPayoutDecision } from '../notifications/index.ts'
import { pendingProceeds } from '../fulfilment/index.ts'
import { storesWithOwners, type StoreWithOwner } from '../stores/index.ts'
import type { PayoutDeps } from './deps.ts'
import * as repo from './repository.ts'
import { sameHolder, toAdminPayout, toBankAccount, toPayout } from './views.ts'

/**
 * Seller payouts (docs/decisions/0980, 0981): the bank account, the balance, requests that book
 * their PAYOUT entry at once, an operator's approval that sends them through the provider, and
 * what the provider says afterwards.
 */

export const NO_BANK_ACCOUNT = 'Add a bank account before withdrawing.'
export const NOT_REQUESTED = 'This payout is not waiting for approval.'
export const BEING_APPROVED = 'This payout is already being approved.'
export const UNKNOWN_ACCOUNT = 'The bank does not know this account number.'
export const PROVIDER_DOWN =
  'The payout provider could not be reached. Nothing was sent; try again in a moment.'

/** An approval that has not answered within this long is taken to have died. */
const APPROVAL_CLAIM_MS = 2 * 60_000

const unreachable = (message = PROVIDER_DOWN) => new HttpError(502, message)

interface Store {
  id: number
}

export async function getBankAccount(deps: Pick<PayoutDeps, 'db'>, store: Store) {
  const row = await repo.findBankAccount(deps.db, store.id)
  return row ? toBankAccount(row) : null
}

/** Asks the bank, through the provider, whose the account is. */
async function holderOf(deps: PayoutDeps, bankCode: string, accountNumber: string) {
  let answer: { accountName: string } | undefined
  try {
    answer = await deps.payouts.validateAccount(bankCode, accountNumber)
  } catch (error) {
    deps.log.warn({ err: error }, 'account validation failed')
    throw unreachable('The bank could not be asked about this account. Try again in a moment.')
  }
  if (!answer) throw conflict(UNKNOWN_ACCOUNT)
  return answer.accountName
}

/** The holder's name of an account as the bank knows it (the form's 'Check account'). */
export async function checkAccount(deps: PayoutDeps, bankCode: string, accountNumber: string) {
  return { accountName: await holderOf(deps, bankCode, accountNumber) }
}

/**
 * Sets the store's bank account once the bank confirms the holder's name; the name is kept as
 * the bank writes it.
 */
export async function setBankAccount(deps: PayoutDeps, store: Store, input: BankAccountInput) {
  const holder = await holderOf(deps, input.bankCode, input.accountNumber)
  if (!sameHolder(holder, input.accountName)) {
    throw conflict(
      `The account holder's name does not match the bank's: it says ${holder}. ` +
        'Enter the name exactly as your bank has it.',
    )
  }
  const row = await repo.saveBankAccount(deps.db, {
    storeId: store.id,
    bankCode: input.bankCode,
    accountNumber: input.accountNumber,
    accountName: holder,
  })
  return toBankAccount(row)
}

/**
 * Where the store's money is (docs/decisions/1012): available (the ledger's sum), pending (paid
 * store orders not completed), processing (payouts asked for and not settled: REQUESTED or
 * PROCESSING) and paid out (COMPLETED payouts). A FAILED payout's money is back in available.
 */
export async function getBalance(deps: Pick<PayoutDeps, 'db' | 'feeBasisPoints'>, store: Store) {
  const [ledger, pending, payouts] = await Promise.all([
    ledgerBalance(deps.db, store.id),
    pendingProceeds(deps.db, store.id, deps.feeBasisPoints),
    repo.sumsByStatus(deps.db, store.id),
  ])
  return {
    available: ledger.available,
    pending,
    processing: payouts.REQUESTED + payouts.PROCESSING,
    paidOut: payouts.COMPLETED,
  }
}

/**
 * The seller asks for `amount` to their bank account: under the store's payout lock, the
 * balance is read, the payout recorded and its PAYOUT entry booked in one transaction, so
 * concurrent requests never take more than is available.
 */
export async function requestPayout(deps: Pick<PayoutDeps, 'db'>, store: Store, amount: number) {
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockStorePayouts(tx, store.id)
    const account = await repo.findBankAccount(tx, store.id)
    if (!account) throw conflict(NO_BANK_ACCOUNT)
    const { available } = await ledgerBalance(tx, store.id)
    if (amount > available) {
      throw conflict(
        available < MIN_PAYOUT
          ? `Your available balance is ${formatIDR(Math.max(available, 0))}: nothing to withdraw yet.`
          : `You can withdraw at most ${formatIDR(available)}.`,
      )
    }
    const payout = await repo.insertPayout(tx, {
      storeId: store.id,
      amount,
      bankCode: account.bankCode,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
    })
    await bookPayout(tx, payout)
    return payout
  })
  return toPayout(row)
}

export async function listStorePayouts(
  deps: Pick<PayoutDeps, 'db'>,
  store: Store,
  query: { page: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    repo.listStorePayouts(deps.db, store.id, query.page, query.limit),
    repo.countPayouts(deps.db, repo.storeFilter(store.id)),
  ])
  return paged(rows.map(toPayout), query.page, query.limit, total)
}

export async function listAllPayouts(
  deps: Pick<PayoutDeps, 'db'>,
  query: { page: number; limit: number; status?: PayoutStatus | undefined },
) {
  const [rows, total] = await Promise.all([
    repo.listAllPayouts(deps.db, query.status, query.page, query.limit),
    repo.countPayouts(deps.db, repo.statusFilter(query.status)),
  ])
  const stores = await storesWithOwners(
    deps.db,
    rows.map((row) => row.storeId),
  )
  return paged(
    rows.map((row) => toAdminPayout(row, stores.get(row.storeId))),
    query.page,
    query.limit,
    total,
  )
}

/** The idempotency key of a payout at the provider: a retried create finds the first one. */
export const payoutIdempotencyKey = (id: number) => `pasar-payout-${id}`

/**
 * An operator approves a REQUESTED payout: it is created at the provider (once: the reference
 * is kept and the create carries the payout's idempotency key) and approved there, then it is
 * PROCESSING. If the provider cannot be reached it stays REQUESTED (502) and may be approved
 * again; nothing is sent twice.
 */
export async function approvePayout(
  deps: PayoutDeps,
  id: number,
  operatorId: number,
  now = new Date(),
) {
  const claimed = await repo.claimForApproval(
    deps.db,
    id,
    now,
    new Date(now.getTime() - APPROVAL_CLAIM_MS),
  )
  if (!claimed) {
    const row = await repo.findPayout(deps.db, id)
    if (!row) throw notFound('Payout not found')
    throw conflict(row.status === 'REQUESTED' ? BEING_APPROVED : NOT_REQUESTED)
  }
  try {
    let referenceNo = claimed.referenceNo
    if (!referenceNo) {
      const created = await deps.payouts.createPayout({
        account: {
          bankCode: claimed.bankCode,
          accountNumber: claimed.accountNumber,
          accountName: claimed.accountName,
        },
        amount: claimed.amount,
        notes: `Pasar payout ${claimed.id}`,
        idempotencyKey: payoutIdempotencyKey(claimed.id),
      })
      referenceNo = created.referenceNo
      await repo.setReference(deps.db, claimed.id, referenceNo)
    }
    await approveAtProvider(deps, referenceNo)
  } catch (error) {
    await repo.releaseClaim(deps.db, claimed.id)
    deps.log.warn({ err: error, payoutId: claimed.id }, 'payout approval failed')
    if (error instanceof PayoutRefused)
      throw unreachable(`The payout provider refused it: ${error.message}`)
    throw unreachable()
  }
  const { row, store } = await deps.db.transaction(async (tx) => {
    const processing = await repo.markProcessing(tx, claimed.id, now)
    if (!processing) throw conflict(NOT_REQUESTED)
    const owner = await decided(deps, tx, processing, operatorId, null)
    return { row: processing, store: owner }
  })
  return toAdminPayout(row, store)
}

/**
 * An operator's decision on a payout, in its transaction: the console's audit
 * (docs/decisions/0994-operator-audit.md) and the mail to the store's owner. A reason rejects;
 * none approves. Answers the store and its owner.
 */
async function decided(
  deps: Pick<PayoutDeps, 'links'>,
  tx: Tx,
  row: repo.PayoutRow,
  operatorId: number,
  rejectReason: string | null,
) {
  const owner = (await storesWithOwners(tx, [row.storeId])).get(row.storeId)
  await recordOperatorAction(tx, {
    operatorId,
    action: rejectReason === null ? 'PAYOUT_APPROVED' : 'PAYOUT_REJECTED',
    targetKind: 'payout',
    targetId: row.id,
    label: systemText('audit.PAYOUT_TO', {
      amount: formatIDR(row.amount),
      name: owner?.name ?? '',
    }),
    ...(rejectReason === null ? {} : { reason: rejectReason }),
    details: { amount: row.amount, storeSlug: owner?.slug ?? '' },
  })
  await tellSeller(deps, tx, row, owner, rejectReason)
  return owner
}

/** Mails the store's owner an operator's decision, in the decision's transaction. */
async function tellSeller(
  deps: Pick<PayoutDeps, 'links'>,
  tx: Tx,
  row: repo.PayoutRow,
  store: StoreWithOwner | undefined,
  rejectReason: string | null,
) {
  if (!store) return
  await mailPayoutDecision(tx, deps.links, {
    payoutId: row.id,
    owner: store.owner,
    store: { name: store.name, slug: store.slug },
    amount: row.amount,
    account: {
      bankName: bankName(row.bankCode),
      accountNumber: row.accountNumber,
      accountName: row.accountName,
    },
    rejectReason,
  })
}

/**
 * An operator rejects a REQUESTED payout with a reason the seller reads (docs/decisions/1012):
 * FAILED, its money back to the store (PAYOUT_RETURNED), audited and mailed, all in one
 * transaction. Of two rejections, or a rejection and an approval at once, one wins and the
 * other is 409; a payout an approval is sending is not rejected.
 */
export async function rejectPayout(
  deps: Pick<PayoutDeps, 'db' | 'links'>,
  id: number,
  operatorId: number,
  reason: string,
  now = new Date(),
) {
  const { row, store } = await deps.db.transaction(async (tx) => {
    const rejected = await repo.rejectRequested(tx, id, reason, now)
    if (!rejected) {
      const current = await repo.findPayout(tx, id)
      if (!current) throw notFound('Payout not found')
      throw conflict(current.status === 'REQUESTED' ? BEING_APPROVED : NOT_REQUESTED)
    }
    await bookPayoutReturned(tx, rejected)
    const owner = await decided(deps, tx, rejected, operatorId, reason)
    return { row: rejected, store: owner }
  })
  return toAdminPayout(row, store)
}

/**
 * Approves at the provider; a refusal because an earlier, unanswered approval already went
 * through counts as approved (the provider's own status says so).
 */
async function approveAtProvider(deps: PayoutDeps, referenceNo: string) {
  try {
    await deps.payouts.approvePayouts([referenceNo])
  } catch (error) {
    if (!(error instanceof PayoutRefused)) throw error
    const current = await deps.payouts.getPayout(referenceNo)
    if (current.status === 'created') throw error
  }
}

/**
 * Applies what the provider says about a PROCESSING payout: completed → COMPLETED; failed →
 * FAILED and its money back to the store (PAYOUT_RETURNED), once. Returns whether it changed.
 */
export async function applyProviderPayout(
  deps: Pick<PayoutDeps, 'db'>,
  payoutId: number,
  provider: ProviderPayout,
  now = new Date(),
) {
  if (provider.status !== 'completed' && provider.status !== 'failed') return false
  return deps.db.transaction(async (tx) => {
    const row = await repo.settle(
      tx,
      payoutId,
      provider.status === 'completed' ? 'COMPLETED' : 'FAILED',
      provider.status === 'failed' ? (provider.failureReason ?? 'Refused by the bank') : null,
      now,
    )
    if (!row) return false
    if (row.status === 'FAILED') await bookPayoutReturned(tx, row)
    return true
  })
}

/** Asks the provider about one payout and applies the answer. */
export async function refreshPayout(deps: PayoutDeps, row: repo.PayoutRow, now = new Date()) {
  if (row.status !== 'PROCESSING' || !row.referenceNo) return false
  const provider = await deps.payouts.getPayout(row.referenceNo)
  return applyProviderPayout(deps, row.id, provider, now)
}

/**
 * The jobs' round: PROCESSING payouts not asked about for `everyMs` are asked about (each by
 * one process). Returns how many settled.
 */
export async function refreshProcessingPayouts(
  deps: PayoutDeps,
  everyMs: number,
  now: Date,
  batch = 50,
) {
  const due = await repo.claimProcessingDue(deps.db, new Date(now.getTime() - everyMs), now, batch)
  let settled = 0
  for (const row of due) {
    try {
      if (await refreshPayout(deps, row, now)) settled += 1
    } catch (error) {
      deps.log.warn({ err: error, payoutId: row.id }, 'payout status not read')
    }
  }
  return settled
}

/**
 * Iris' notification: its signature must be right (401 otherwise, nothing changes). It is only
 * a prompt: the payout's status is then asked of the provider and applied (challenge-response).
 */
export async function handleNotification(
  deps: PayoutDeps,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) {
  const notification = deps.payouts.readNotification(rawBody, headers)
  if (!notification) return { valid: false as const }
  const row = await repo.findPayoutByReference(deps.db, notification.referenceNo)
  if (!row) return { valid: true as const, applied: false }
  return { valid: true as const, applied: await refreshPayout(deps, row) }
}
