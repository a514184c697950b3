import { randomUUID } from 'node:crypto'
import { notificationSignature } from '../midtrans/signature.ts'

export const LOCAL_CHOICES = ['pay', 'pending', 'fail', 'close'] as const
export type LocalChoice = (typeof LOCAL_CHOICES)[number]
/** What snap.pay's callbacks get: onSuccess, onPending, onError or onClose. */
export type SnapEvent = 'success' | 'pending' | 'error' | 'close'

export interface TwinItem {
  id: string
  name: string
  price: number
  quantity: number
  merchant_name?: string | undefined
}

/** A Snap API request body (the fields the twin reads). */
export interface SnapRequest {
  transaction_details: { order_id: string; gross_amount: number }
  item_details: TwinItem[]
  expiry?: { duration: number; unit: string }
}

interface TwinTransaction {
  token: string
  providerOrderId: string
  grossAmount: number
  items: TwinItem[]
  expiresAt: Date
  transactionId: string
  status?: { transaction_status: string; status_code: string; fraud_status?: string }
  /** Refunds by refund_key: the same key twice never refunds twice. */
  refunds: Map<string, { amount: number; reason: string; at: string }>
}

/** An HTTP answer in Midtrans' shape. */
export interface TwinAnswer {
  status: number
  body: Record<string, unknown>
}

const OUTCOMES = {
  pay: { event: 'success', transaction_status: 'settlement', status_code: '200' },
  pending: { event: 'pending', transaction_status: 'pending', status_code: '201' },
  fail: { event: 'error', transaction_status: 'deny', status_code: '202' },
} as const
const FINAL = ['settlement', 'capture', 'deny', 'cancel', 'expire', 'failure', 'refund']
const REFUNDABLE = ['settlement', 'capture', 'partial_refund']
const UNIT_MS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000 }
const notFound: TwinAnswer = {
  status: 404,
  body: { status_code: '404', status_message: "Transaction doesn't exist." },
}

/**
 * The built-in Midtrans (docs/decisions/0403, 0701): it answers the Snap and Core API calls the
 * shop makes over HTTP, and each choice in its popup sends a signed, Midtrans-format
 * notification over real HTTP to the shop's notification endpoint. Its memory is this process's.
 */
export class LocalMidtransTwin {
  private readonly byToken = new Map<string, TwinTransaction>()
  private readonly byOrderId = new Map<string, TwinTransaction>()

  constructor(
    readonly serverKey: string,
    private readonly publicUrl: string,
    private readonly notificationUrl: () => string,
  ) {}

  /** POST /snap/v1/transactions */
  createTransaction(request: SnapRequest): TwinAnswer {
    const { order_id: providerOrderId, gross_amount: grossAmount } = request.transaction_details
    const sum = request.item_details.reduce((total, item) => total + item.price * item.quantity, 0)
    if (sum !== grossAmount) {
      const message = 'transaction_details.gross_amount is not equal to the sum of item_details'
      return { status: 400, body: { error_messages: [message] } }
    }
    if (this.byOrderId.has(providerOrderId)) {
      const message = 'transaction_details.order_id has already been taken'
      return { status: 409, body: { error_messages: [message] } }
    }
    const expiry = request.expiry
    const lifetime = expiry ? expiry.duration * (UNIT_MS[expiry.unit] ?? 60_000) : 86_400_000
    const transaction: TwinTransaction = {
      token: randomUUID(),
      providerOrderId,
      grossAmount,
      items: request.item_details,
      expiresAt: new Date(Date.now() + lifetime),
      transactionId: randomUUID(),
      refunds: new Map(),
    }
    this.byToken.set(transaction.token, transaction)
    this.byOrderId.set(providerOrderId, transaction)
    const redirectUrl = `${this.publicUrl}/local/midtrans/pay/${transaction.token}`
    return { status: 201, body: { token: transaction.token, redirect_url: redirectUrl } }
  }

  /** GET /v2/{order_id}/status: 404 until a method was chosen, like Midtrans. */
  status(providerOrderId: string): TwinAnswer {
    const transaction = this.byOrderId.get(providerOrderId)
    if (!transaction?.status) return notFound
    return { status: 200, body: this.statusOf(transaction) }
  }

  /** POST /v2/{order_id}/cancel: sends a cancel notification, like Midtrans. */
  async cancel(providerOrderId: string): Promise<TwinAnswer> {
    const transaction = this.byOrderId.get(providerOrderId)
    if (!transaction?.status) return notFound
    if (FINAL.includes(transaction.status.transaction_status)) {
      return { status: 200, body: { status_code: '412', status_message: 'Cannot be canceled' } }
    }
    transaction.status = { transaction_status: 'cancel', status_code: '200' }
    await this.notify(transaction)
    return { status: 200, body: this.statusOf(transaction) }
  }

  /** POST /v2/{order_id}/refund with { refund_key, amount, reason }. */
  refund(
    providerOrderId: string,
    request: { refund_key: string; amount: number; reason?: string | undefined },
  ): TwinAnswer {
    const transaction = this.byOrderId.get(providerOrderId)
    if (!transaction?.status) return notFound
    const done = transaction.refunds.get(request.refund_key)
    if (!done) {
      const refunded = [...transaction.refunds.values()].reduce((t, r) => t + r.amount, 0)
      if (!REFUNDABLE.includes(transaction.status.transaction_status)) {
        return this.refused('Transaction status cannot be refunded')
      }
      if (request.amount > transaction.grossAmount - refunded) {
        return this.refused('Refund amount is more than the remaining amount')
      }
      transaction.refunds.set(request.refund_key, {
        amount: request.amount,
        reason: request.reason ?? '',
        at: new Date().toISOString(),
      })
      const total = refunded + request.amount
      transaction.status = {
        transaction_status: total === transaction.grossAmount ? 'refund' : 'partial_refund',
        status_code: '200',
      }
    }
    return {
      status: 200,
      body: {
        ...this.statusOf(transaction),
        status_message: 'Success, refund request is approved',
        refund_key: request.refund_key,
        refund_amount: `${done?.amount ?? request.amount}.00`,
      },
    }
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

  private refused(message: string): TwinAnswer {
    return { status: 200, body: { status_code: '412', status_message: message } }
  }

  private statusOf(transaction: TwinTransaction) {
    const status = transaction.status ?? { transaction_status: 'pending', status_code: '201' }
    const grossAmount = `${transaction.grossAmount}.00`
    const refunds = [...transaction.refunds].map(([key, refund]) => ({
      refund_key: key,
      refund_amount: `${refund.amount}.00`,
      reason: refund.reason,
      created_at: refund.at,
    }))
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
      ...(refunds.length > 0 ? { refunds } : {}),
      signature_key: notificationSignature(
        transaction.providerOrderId,
        status.status_code,
        grossAmount,
        this.serverKey,
      ),
    }
  }

  /** POSTs the notification like Midtrans does; returns the HTTP status it got (0 if none). */
  private async notify(transaction: TwinTransaction): Promise<number> {
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
