import { bankName, type AdminPayout, type BankAccount, type Payout } from '@pasar/shared'
import type { StoreWithOwner } from '../stores/index.ts'
import { holderIsOwner } from './holder-name.ts'
import type { BankAccountRow, PayoutRow } from './repository.ts'

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    failureReason: row.failureReason,
    // An operator rejects only what was never approved; the provider fails only what was.
    failedBy: row.status !== 'FAILED' ? null : row.approvedAt ? 'PROVIDER' : 'OPERATOR',
  }
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** A store whose row is gone cannot happen (stores are never erased); this satisfies the type. */
const NO_STORE = { name: '', slug: '', owner: { name: '' } }

export function toAdminPayout(
  row: PayoutRow,
  store: Pick<StoreWithOwner, 'name' | 'slug'> & { owner: { name: string } } = NO_STORE,
): AdminPayout {
  return {
    ...toPayout(row),
    store: { name: store.name, slug: store.slug, ownerName: store.owner.name },
    bankAccount: {
      bankCode: row.bankCode,
      bankName: bankName(row.bankCode),
      accountNumber: row.accountNumber,
      accountName: row.accountName,
    },
    holderIsOwner: holderIsOwner(row.accountName, store.owner.name),
  }
}

/** Names compared as banks print them: case, spaces and punctuation do not matter. */
export function sameHolder(a: string, b: string): boolean {
  const norm = (text: string) =>
    text
      .normalize('NFKD')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, ' ')
      .trim()
  return norm(a) === norm(b)
}
