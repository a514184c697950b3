/**
 * The payout provider (docs/decisions/0981), in the product's words: it checks a bank account's
 * holder, creates a payout to it, sends payouts an operator approved and says what became of
 * them. The Iris adapter translates Iris' words inside itself; the rest of the code knows only
 * these.
 */

export type ProviderPayoutStatus = 'created' | 'sending' | 'completed' | 'failed'

export interface PayoutAccount {
  bankCode: string
  accountNumber: string
  accountName: string
}

export interface ProviderPayout {
  referenceNo: string
  amount: number
  status: ProviderPayoutStatus
  /** Why the bank refused it (failed only). */
  failureReason: string | null
}

/** What a verified notification says about one payout. */
export interface PayoutNotification {
  referenceNo: string
  status: ProviderPayoutStatus
  amount: number | null
}

export interface PayoutProvider {
  readonly name: 'iris' | 'local'
  /** The holder's name as the bank knows it; undefined when the bank has no such account. */
  validateAccount(
    bankCode: string,
    accountNumber: string,
  ): Promise<{ accountName: string } | undefined>
  /**
   * Creates one payout waiting for approval. `idempotencyKey` makes a retry return the payout
   * the first call created instead of creating a second one.
   */
  createPayout(input: {
    account: PayoutAccount
    amount: number
    notes: string
    idempotencyKey: string
  }): Promise<{ referenceNo: string }>
  /** Sends the created payouts (the approver's step). */
  approvePayouts(referenceNos: string[]): Promise<void>
  getPayout(referenceNo: string): Promise<ProviderPayout>
  /**
   * Reads a notification the provider posted: undefined when the signature over the raw body is
   * wrong or the body is not a payout notification.
   */
  readNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PayoutNotification | undefined
}

/** The provider answered with a refusal (4xx): retrying the same call will not help. */
export class PayoutRefused extends Error {}
/** The provider could not be reached or answered with a failure of its own: try again later. */
export class PayoutUnreachable extends Error {}
