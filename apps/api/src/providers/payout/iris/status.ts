import type { ProviderPayoutStatus } from '../port.ts'

/**
 * Iris' payout statuses in the port's words: `queued` waits for approval; `approved` and
 * `processed` are on their way; `completed` arrived; `failed` and `rejected` never will.
 */
export function mapIrisStatus(status: string): ProviderPayoutStatus | undefined {
  switch (status) {
    case 'queued':
      return 'created'
    case 'approved':
    case 'processed':
      return 'sending'
    case 'completed':
      return 'completed'
    case 'failed':
    case 'rejected':
      return 'failed'
    default:
      return undefined
  }
}
