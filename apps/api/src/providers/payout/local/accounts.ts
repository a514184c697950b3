import { createHash } from 'node:crypto'

/**
 * The twin's bank (docs/decisions/0981, docs/product.md#payouts): every 6–20 digit account
 * exists, except test numbers that behave otherwise:
 * - ending in `404`: the bank knows no such account (account validation answers 404);
 * - ending in `000`: the account exists but every payout to it fails ("Account is closed").
 * A holder's name is derived from the account number, the same on every machine.
 */
export const UNKNOWN_ACCOUNT_SUFFIX = '404'
export const FAILING_ACCOUNT_SUFFIX = '000'
export const FAILED_PAYOUT_MESSAGE = 'Beneficiary account is closed'

const FIRST = ['Budi', 'Siti', 'Agus', 'Dewi', 'Rudi', 'Ayu', 'Eko', 'Putri', 'Joko', 'Rina']
const LAST = ['Santoso', 'Rahayu', 'Wijaya', 'Lestari', 'Hidayat', 'Kusuma', 'Saputra', 'Utami']

export function accountExists(accountNumber: string): boolean {
  return /^[0-9]{6,20}$/.test(accountNumber) && !accountNumber.endsWith(UNKNOWN_ACCOUNT_SUFFIX)
}

/** The holder's name the twin's bank keeps for this account, in capitals as banks print it. */
export function holderName(bank: string, accountNumber: string): string {
  const digest = createHash('sha256').update(`${bank}:${accountNumber}`).digest()
  const first = FIRST[(digest[0] ?? 0) % FIRST.length] ?? 'Budi'
  const last = LAST[(digest[1] ?? 0) % LAST.length] ?? 'Santoso'
  return `${first} ${last}`.toUpperCase()
}

export function payoutFails(accountNumber: string): boolean {
  return accountNumber.endsWith(FAILING_ACCOUNT_SUFFIX)
}
