import { randomUUID } from 'node:crypto'
import { notificationSignature } from '../payments/signature.ts'
import {
  ProviderError,
  type PaymentProvider,
  type ProviderItem,
  type ProviderStatus,
  type ProviderTransactionInput,
} from '../payments/provider.ts'

export const LOCAL_CHOICES = ['pay', 'pending', 'fail', 'close'] as const
export type LocalChoice = (typeof LOCAL_CHOICES)[number]
/** What snap.pay's callbacks get: onSuccess, onPending, onError or onClose. */
export type SnapEvent = 'success' | 'pending' | 'error' | 'close'

interface LocalTransaction {
  token: string
  providerOrderId: string
  grossAmount: number
  items: ProviderItem[]
  expiresAt: Date
  transactionId: string
  status?: { transaction_status: string; status_code: string; fraud_status?: string }
}

const OUTCOMES = {
  pay: { event: 'success', transaction_status: 'settlement', status_code: '200' },
  pending: { event: 'pending', transaction_status: 'pending', status_code: '201' },
  fail: { event: 'error', transaction_status: 'deny', status_code: '202' },
} as const
const FINAL = ['settlement', 'capture', 'deny', 'cancel', 'expire', 'failure']

/**
 * The built-in Midtrans (DESIGN §1): it keeps the transactions it was given, and each choice in its
 * popup sends a signed, Midtrans-format notification over real HTTP to the shop's notification
 * endpoint and is then what its status call answers. Local development only: its memory is this
 * process's (ADR 0403).
 */
export class LocalMidtrans implements PaymentProvider {
  readonly name = 'local' as const
  private readonly byToken = new Map<string, LocalTransaction>()
  private readonly byOrderId = new Map<string, LocalTransaction>()

  constructor(
    readonly serverKey: string,
    private readonly publicUrl: string,
    private readonly notificationUrl: () => string,
  ) {}

  async createTransaction(input: ProviderTransactionInput) {
    const sum = input.items.reduce((total, item) => total + item.price * item.quantity, 0)
    if (sum !== input.grossAmount) {
      throw new ProviderError(
        'transaction_details.gross_amount is not equal to the sum of item_details',
      )
    }
    if (this.byOrderId.has(input.providerOrderId)) {
      throw new ProviderError('transaction_details.order_id has already been taken')
    }
    const transaction: LocalTransaction = {
      token: randomUUID(),
      providerOrderId: input.providerOrderId,
      grossAmount: input.grossAmount,
      items: input.items,
      expiresAt: input.expiresAt,
      transactionId: randomUUID(),
    }
    this.byToken.set(transaction.token, transaction)
    this.byOrderId.set(transaction.providerOrderId, transaction)
    return {
      token: transaction.token,
      redirectUrl: `${this.publicUrl}/local/midtrans/pay/${transaction.token}`,
    }
  }

  async getStatus(providerOrderId: string): Promise<ProviderStatus | undefined> {
    const transaction = this.byOrderId.get(providerOrderId)
    if (!transaction?.status) return undefined
    return this.statusOf(transaction)
  }

  async cancel(providerOrderId: string) {
    const transaction = this.byOrderId.get(providerOrderId)
    if (!transaction?.status) return
    if (FINAL.includes(transaction.status.transaction_status)) {
      throw new ProviderError('Transaction cannot be canceled')
    }
    transaction.status = { transaction_status: 'cancel', status_code: '200' }
    await this.notify(transaction)
  }

  transaction(token: string) {
    return this.byToken.get(token)
  }

  /** A choice in the popup; undefined for an unknown token. */
  async choose(token: string, choice: LocalChoice) {
    const transaction = this.byToken.get(token)
    if (!transaction) return undefined
    if (choice === 'close') return { event: 'close' as SnapEvent }
    const current = transaction.status?.transaction_status
    if (current && FINAL.includes(current)) {
      // Like Snap: a finished transaction cannot be paid again; report what it is.
      const event: SnapEvent =
        current === 'settlement' || current === 'capture' ? 'success' : 'error'
      return { event, result: this.statusOf(transaction) }
    }
    const outcome =
      transaction.expiresAt <= new Date()
        ? ({ event: 'error', transaction_status: 'expire', status_code: '407' } as const)
        : OUTCOMES[choice]
    transaction.status = {
      transaction_status: outcome.transaction_status,
      status_code: outcome.status_code,
      ...(choice === 'pay' ? { fraud_status: 'accept' } : {}),
    }
    const delivered = await this.notify(transaction)
    return { event: outcome.event as SnapEvent, result: this.statusOf(transaction), delivered }
  }

  private statusOf(transaction: LocalTransaction) {
    const status = transaction.status ?? { transaction_status: 'pending', status_code: '201' }
    const grossAmount = `${transaction.grossAmount}.00`
    return {
      status_code: status.status_code,
      status_message: `Local simulator: ${status.transaction_status}`,
      transaction_id: transaction.transactionId,
      order_id: transaction.providerOrderId,
      merchant_id: 'LOCAL',
      gross_amount: grossAmount,
      currency: 'IDR',
      payment_type: 'bank_transfer',
      transaction_time: new Date().toISOString().slice(0, 19).replace('T', ' '),
      transaction_status: status.transaction_status,
      fraud_status: status.fraud_status,
      signature_key: notificationSignature(
        transaction.providerOrderId,
        status.status_code,
        grossAmount,
        this.serverKey,
      ),
    }
  }

  /** POSTs the notification like Midtrans does; returns the HTTP status it got (0 if none). */
  private async notify(transaction: LocalTransaction): Promise<number> {
    try {
      const response = await fetch(this.notificationUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(this.statusOf(transaction)),
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      return response.status
    } catch {
      return 0
    }
  }
}
