import { z } from '../zod.ts'
import {
  BANKS,
  MAX_PAYOUT,
  MIN_PAYOUT,
  PAYOUT_STATUSES,
  TABLE_PAGE_SIZE,
  type BankCode,
} from '../constants.ts'
import { operatorReasonSchema } from './admin.ts'
import { dataOf, pageOf, paginationQuery, pathIdSchema, singleLineOf } from './common.ts'

/**
 * Seller money (docs/product.md, Finance; docs/decisions/0980-seller-ledger-and-payouts.md): the store's ledger,
 * its balance, its bank account and its payouts.
 */

export const BANK_CODES = BANKS.map((bank) => bank.code) as [BankCode, ...BankCode[]]

export const ACCOUNT_NUMBER_MESSAGE = 'Account number must be 6 to 20 digits'

export const bankAccountInputSchema = z.object({
  bankCode: z.enum(BANK_CODES, { error: 'Choose a bank from the list' }),
  accountNumber: z
    .string({ error: (issue) => (issue.input == null ? 'Account number is required' : undefined) })
    .regex(/^[0-9]{6,20}$/, ACCOUNT_NUMBER_MESSAGE),
  accountName: singleLineOf('Account holder name', 3, 100),
})
export type BankAccountInput = z.input<typeof bankAccountInputSchema>

export const bankAccountSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** The holder's name as the bank knows it (checked with the payout provider). */
  accountName: z.string(),
  updatedAt: z.string(),
})
export type BankAccount = z.infer<typeof bankAccountSchema>
/** `data` is null while the store has no bank account. */
export const bankAccountResponseSchema = dataOf(bankAccountSchema.nullable())

export const balanceSchema = z.object({
  /** Completed sales minus fees and payouts: what the seller may withdraw. */
  available: z.number().int(),
  /** Paid store orders not completed yet, after the fee they will carry. */
  pending: z.number().int(),
  /** Payouts asked for and on their way: REQUESTED (waiting for an operator) or PROCESSING. */
  processing: z.number().int(),
  /** Payouts the bank completed (COMPLETED only). */
  paidOut: z.number().int(),
})
export type Balance = z.infer<typeof balanceSchema>
export const balanceResponseSchema = dataOf(balanceSchema)

export const LEDGER_KINDS = ['SALE', 'FEE', 'PAYOUT', 'PAYOUT_RETURNED'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed whole rupiah: positive adds to the balance, negative takes from it. */
  amount: z.number().int(),
  /** The order (its number as the seller's inbox shows it) of a SALE or FEE; null for payouts. */
  orderId: z.number().int().nullable(),
  storeOrderId: z.number().int().nullable(),
  payoutId: z.number().int().nullable(),
  createdAt: z.string(),
})
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>
export const ledgerPageSchema = pageOf(ledgerEntrySchema)
export type LedgerPage = z.infer<typeof ledgerPageSchema>
export const ledgerQuery = paginationQuery(TABLE_PAGE_SIZE)
export type LedgerQuery = z.input<typeof ledgerQuery>

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]

export const payoutAmountSchema = z
  .number({ error: (issue) => (issue.input == null ? 'Amount is required' : undefined) })
  .int('Amount must be whole rupiah')
  .min(MIN_PAYOUT, 'The minimum withdrawal is Rp 10.000')
  .max(MAX_PAYOUT, 'Amount is too large')

export const createPayoutSchema = z.object({ amount: payoutAmountSchema })
export type CreatePayoutInput = z.input<typeof createPayoutSchema>

export const payoutSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
  /** Why it failed (FAILED only): the bank's words, or the operator's reason when rejected. */
  failureReason: z.string().nullable(),
  /** Who failed it: the bank (or the provider), or an operator who rejected it; null unless FAILED. */
  failedBy: z.enum(['PROVIDER', 'OPERATOR']).nullable(),
})
export type Payout = z.infer<typeof payoutSchema>
export const payoutResponseSchema = dataOf(payoutSchema)
export const payoutPageSchema = pageOf(payoutSchema)
export type PayoutPage = z.infer<typeof payoutPageSchema>
export const payoutListQuery = paginationQuery(TABLE_PAGE_SIZE)

/** The operator's view of a payout (GET /api/v1/admin/payouts). */
export const adminPayoutSchema = payoutSchema.extend({
  /** The store, with its owner's profile name to hold the account holder's against. */
  store: z.object({ name: z.string(), slug: z.string(), ownerName: z.string() }),
  bankAccount: z.object({
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
  }),
  /**
   * False when the account holder's name is not the owner's, read leniently (case, spaces,
   * punctuation, titles such as Bapak, Ibu, Dr. or S.E. and the order of the names aside).
   */
  holderIsOwner: z.boolean(),
})
export type AdminPayout = z.infer<typeof adminPayoutSchema>
export const adminPayoutPageSchema = pageOf(adminPayoutSchema)
export type AdminPayoutPage = z.infer<typeof adminPayoutPageSchema>
export const adminPayoutResponseSchema = dataOf(adminPayoutSchema)
export const adminPayoutListQuery = paginationQuery(TABLE_PAGE_SIZE).extend({
  status: z
    .enum(PAYOUT_STATUSES, { error: `Status must be one of ${PAYOUT_STATUSES.join(', ')}` })
    .optional(),
})
export type AdminPayoutListQuery = z.input<typeof adminPayoutListQuery>
export const payoutIdParams = z.object({ id: pathIdSchema })

/** Why an operator rejects a requested payout: the seller reads it (5–500 characters). */
export const rejectPayoutSchema = z.strictObject({ reason: operatorReasonSchema('Reason') })
export type RejectPayoutInput = z.input<typeof rejectPayoutSchema>
