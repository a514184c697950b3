import type { Tx } from '../../db/client.ts'
import { holderName } from '../../providers/payout/local/accounts.ts'
import { bookPayout, ledgerBalance } from '../ledger/index.ts'
import * as repo from './repository.ts'

const HOUR = 3_600_000

/**
 * The demo's money (docs/decisions/0980): the store with the most completed demo sales gets a
 * bank account, one COMPLETED payout and one REQUESTED payout (waiting for an operator), each
 * booked in its ledger, so `npm start` shows a balance, withdrawals and a ledger.
 */
export async function insertDemoPayouts(tx: Tx, storeIds: number[], now = Date.now()) {
  let best: { storeId: number; available: number } | undefined
  for (const storeId of storeIds) {
    const { available } = await ledgerBalance(tx, storeId)
    if (!best || available > best.available) best = { storeId, available }
  }
  if (!best || best.available < 40_000) return
  const account = {
    storeId: best.storeId,
    bankCode: 'bca',
    accountNumber: '8730012345',
    accountName: holderName('bca', '8730012345'),
  }
  await repo.saveBankAccount(tx, account)
  const thousands = (share: number) => Math.floor((best.available * share) / 1_000) * 1_000
  const { storeId: _storeId, ...copy } = account
  const completed = await repo.insertPayout(tx, {
    storeId: best.storeId,
    amount: thousands(0.4),
    status: 'COMPLETED',
    ...copy,
    referenceNo: null,
    approvedAt: new Date(now - 30 * HOUR),
    completedAt: new Date(now - 29 * HOUR),
    createdAt: new Date(now - 48 * HOUR),
    updatedAt: new Date(now - 29 * HOUR),
  })
  await bookPayout(tx, completed)
  const requested = await repo.insertPayout(tx, {
    storeId: best.storeId,
    amount: thousands(0.2),
    ...copy,
    createdAt: new Date(now - 2 * HOUR),
    updatedAt: new Date(now - 2 * HOUR),
  })
  await bookPayout(tx, requested)
}
