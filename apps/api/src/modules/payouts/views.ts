import { bankName, type AdminPayout, type BankAccount, type Payout } from '@pasar/shared'
import type { BankAccountRow, PayoutRow } from './repository.ts'
import type { StoreName } from '../stores/index.ts'

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    failureReason: row.failureReason,
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

export function toAdminPayout(row: PayoutRow, store: StoreName): AdminPayout {
  return {
    ...toPayout(row),
    store,
    bankAccount: {
      bankCode: row.bankCode,
      bankName: bankName(row.bankCode),
      accountNumber: row.accountNumber,
      accountName: row.accountName,
    },
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
