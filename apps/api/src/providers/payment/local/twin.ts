import { randomInt, randomUUID } from 'node:crypto'
import type { Db } from '../../../db/client.ts'
import type { LocalPaymentItem } from '../../../db/schema/index.ts'
import { notificationSignature } from '../midtrans/signature.ts'
import {
  findTransaction,
  insertRefund,
  insertTransaction,
  refundsOf,
  setStatus,
  type TwinRefund,
  type TwinStatus,
  type TwinTransaction,
} from './transactions.ts'

export const LOCAL_CHOICES = ['pay', 'pending', 'fail', 'close'] as const
export type LocalChoice = (typeof LOCAL_CHOICES)[number]
/** The ways to leave a payment pending, each answered with what Midtrans gives for it. */
export const LOCAL_PENDING_METHODS = [
  'bca',
  'bni',
  'bri',
  'permata',
  'mandiri',
  'indomaret',
  'alfamart',
] as const
export type LocalPendingMethod = (typeof LOCAL_PENDING_METHODS)[number]

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('')

/** Midtrans' 'yyyy-MM-dd HH:mm:ss' in Jakarta time (UTC+7, no daylight saving). */
function jakartaTime(date: Date): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * The fields Midtrans' status answer and notification carry for a pending payment of each method
 * (its Core API docs: bank_transfer, echannel, cstore).
 */
export function pendingPaymentDetails(
  method: LocalPendingMethod,
  expiresAt: Date,
): Record<string, unknown> {
  const expiry_time = jakartaTime(expiresAt)
  switch (method) {
    case 'permata':
      return { payment_type: 'bank_transfer', permata_va_number: digits(18), expiry_time }
    case 'mandiri':
      return { payment_type: 'echannel', biller_code: '70012', bill_key: digits(12), expiry_time }
    case 'indomaret':
    case 'alfamart':
      return { payment_type: 'cstore', store: method, payment_code: digits(16), expiry_time }
    default:
      return {
        payment_type: 'bank_transfer',
        va_numbers: [{ bank: method, va_number: digits(method === 'bca' ? 11 : 16) }],
        expiry_time,
      }
  }
}
/** What snap.pay's callbacks get: onSuccess, onPending, onError or onClose. */
export type SnapEvent = 'success' | 'pending' | 'error' | 'close'

/** One line of item_details. */
export type TwinItem = LocalPaymentItem

/** A Snap API request body (the fields the twin reads). */
export interface SnapRequest {
  transaction_details: { order_id: string; gross_amount: number }
  item_details: TwinItem[]
  expiry?: { duration: number; unit: string }
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
 * The built-in Midtrans (docs/decisions/0403, 0701, 0703): it answers the Snap and Core API calls
 * the shop makes over HTTP, and each choice in its popup sends a signed, Midtrans-format
 * notification over real HTTP to the shop's notification endpoint. Its transactions and refunds
 * live in the database (local_payment_transactions, local_payment_refunds), so they survive a
 * restart and every API process sharing the database sees the same ones.
 */
export class LocalMidtransTwin {
  constructor(
    readonly serverKey: string,
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly notificationUrl: () => string,
  ) {}

  /** POST /snap/v1/transactions */
  async createTransaction(request: SnapRequest): Promise<TwinAnswer> {
    const { order_id: providerOrderId, gross_amount: grossAmount } = request.transaction_details
    const sum = request.item_details.reduce((total, item) => total + item.price * item.quantity, 0)
    if (sum !== grossAmount) {
      const message = 'transaction_details.gross_amount is not equal to the sum of item_details'
      return { status: 400, body: { error_messages: [message] } }
    }
    const expiry = request.expiry
    const lifetime = expiry ? expiry.duration * (UNIT_MS[expiry.unit] ?? 60_000) : 86_400_000
    const transaction = await insertTransaction(this.db, {
      token: randomUUID(),
      providerOrderId,
      grossAmount,
      items: request.item_details,
      expiresAt: new Date(Date.now() + lifetime),
      transactionId: randomUUID(),
    })
    if (!transaction) {
      const message = 'transaction_details.order_id has already been taken'
      return { status: 409, body: { error_messages: [message] } }
    }
    const redirectUrl = `${this.publicUrl}/local/midtrans/pay/${transaction.token}`
    return { status: 201, body: { token: transaction.token, redirect_url: redirectUrl } }
  }

  /** GET /v2/{order_id}/status: 404 until a method was chosen, like Midtrans. */
  async status(providerOrderId: string): Promise<TwinAnswer> {
    const transaction = await findTransaction(this.db, { providerOrderId })
    if (!transaction?.transactionStatus) return notFound
    const refunds = await refundsOf(this.db, providerOrderId)
    return { status: 200, body: this.statusOf(transaction, refunds) }
  }

  /** POST /v2/{order_id}/cancel: sends a cancel notification, like Midtrans. */
  async cancel(providerOrderId: string): Promise<TwinAnswer> {
    const outcome = await this.db.transaction(async (tx) => {
      const transaction = await findTransaction(tx, { providerOrderId }, true)
      if (!transaction?.transactionStatus) return notFound
      if (FINAL.includes(transaction.transactionStatus)) {
        return { status: 200, body: { status_code: '412', status_message: 'Cannot be canceled' } }
      }
      const status: TwinStatus = {
        transactionStatus: 'cancel',
        statusCode: '200',
        fraudStatus: null,
        paymentDetails: transaction.paymentDetails,
      }
      await setStatus(tx, transaction.id, status)
      return { ...transaction, ...status }
    })
    if ('body' in outcome) return outcome
    const body = this.statusOf(outcome, await refundsOf(this.db, providerOrderId))
    await this.notify(body)
    return { status: 200, body }
  }

  /**
   * POST /v2/{order_id}/refund with { refund_key, amount, reason }. One database transaction with
   * the twin's transaction row locked: concurrent refunds never exceed the gross amount, and the
   * same key twice refunds once (docs/decisions/0703).
   */
  async refund(
    providerOrderId: string,
    request: { refund_key: string; amount: number; reason?: string | undefined },
  ): Promise<TwinAnswer> {
    return this.db.transaction(async (tx) => {
      const transaction = await findTransaction(tx, { providerOrderId }, true)
      if (!transaction?.transactionStatus) return notFound
      const refunds = await refundsOf(tx, providerOrderId)
      const done = refunds.find((refund) => refund.refundKey === request.refund_key)
      let current = transaction
      if (!done) {
        const refunded = refunds.reduce((total, refund) => total + refund.amount, 0)
        if (!REFUNDABLE.includes(transaction.transactionStatus)) {
          return this.refused('Transaction status cannot be refunded')
        }
        if (request.amount > transaction.grossAmount - refunded) {
          return this.refused('Refund amount is more than the remaining amount')
        }
        const refund = {
          providerOrderId,
          refundKey: request.refund_key,
          amount: request.amount,
          reason: request.reason ?? '',
          at: new Date(),
        }
        await insertRefund(tx, refund)
        refunds.push({ id: 0, ...refund })
        const status: TwinStatus = {
          transactionStatus:
            refunded + request.amount === transaction.grossAmount ? 'refund' : 'partial_refund',
          statusCode: '200',
          fraudStatus: null,
          paymentDetails: transaction.paymentDetails,
        }
        await setStatus(tx, transaction.id, status)
        current = { ...transaction, ...status }
      }
      return {
        status: 200,
        body: {
          ...this.statusOf(current, refunds),
          status_message: 'Success, refund request is approved',
          refund_key: request.refund_key,
          refund_amount: `${done?.amount ?? request.amount}.00`,
        },
      }
    })
  }

  /** The transaction behind a popup token, for its page. */
  transaction(token: string): Promise<TwinTransaction | undefined> {
    return findTransaction(this.db, { token })
  }

  /** A choice in the popup; undefined for an unknown token. */
  async choose(token: string, choice: LocalChoice, method: LocalPendingMethod = 'bca') {
    const outcome = await this.db.transaction(async (tx) => {
      const transaction = await findTransaction(tx, { token }, true)
      if (!transaction) return undefined
      if (choice === 'close') return { event: 'close' as SnapEvent }
      const current = transaction.transactionStatus
      if (current && FINAL.includes(current)) {
        // Like Snap: a finished transaction cannot be paid again; report what it is.
        const event: SnapEvent =
          current === 'settlement' || current === 'capture' ? 'success' : 'error'
        return { event, final: transaction }
      }
      const outcome =
        transaction.expiresAt <= new Date()
          ? ({ event: 'error', transaction_status: 'expire', status_code: '407' } as const)
          : OUTCOMES[choice]
      const status: TwinStatus = {
        transactionStatus: outcome.transaction_status,
        statusCode: outcome.status_code,
        fraudStatus: choice === 'pay' ? 'accept' : null,
        // Leaving it pending picks a method; paying keeps the one picked before, if any.
        paymentDetails:
          outcome.transaction_status === 'pending'
            ? pendingPaymentDetails(method, transaction.expiresAt)
            : transaction.paymentDetails,
      }
      await setStatus(tx, transaction.id, status)
      return { event: outcome.event as SnapEvent, changed: { ...transaction, ...status } }
    })
    if (!outcome || !('final' in outcome || 'changed' in outcome)) return outcome
    const transaction = 'final' in outcome ? outcome.final : outcome.changed
    if (!transaction) return undefined
    const result = this.statusOf(transaction, await refundsOf(this.db, transaction.providerOrderId))
    if ('final' in outcome) return { event: outcome.event, result }
    // After the commit: the shop's handler may ask this twin for the status.
    const delivered = await this.notify(result)
    return { event: outcome.event, result, delivered }
  }

  private refused(message: string): TwinAnswer {
    return { status: 200, body: { status_code: '412', status_message: message } }
  }

  private statusOf(transaction: TwinTransaction, refundRows: TwinRefund[]) {
    const transactionStatus = transaction.transactionStatus ?? 'pending'
    const statusCode = transaction.statusCode ?? '201'
    const grossAmount = `${transaction.grossAmount}.00`
    const refunds = refundRows.map((refund) => ({
      refund_key: refund.refundKey,
      refund_amount: `${refund.amount}.00`,
      reason: refund.reason,
      created_at: refund.at.toISOString(),
    }))
    return {
      status_code: statusCode,
      status_message: `Local simulator: ${transactionStatus}`,
      transaction_id: transaction.transactionId,
      order_id: transaction.providerOrderId,
      merchant_id: 'LOCAL',
      gross_amount: grossAmount,
      currency: 'IDR',
      payment_type: 'bank_transfer',
      ...transaction.paymentDetails,
      transaction_time: new Date().toISOString().slice(0, 19).replace('T', ' '),
      transaction_status: transactionStatus,
      fraud_status: transaction.fraudStatus ?? undefined,
      ...(refunds.length > 0 ? { refunds } : {}),
      signature_key: notificationSignature(
        transaction.providerOrderId,
        statusCode,
        grossAmount,
        this.serverKey,
      ),
    }
  }

  /** POSTs the notification like Midtrans does; returns the HTTP status it got (0 if none). */
  private async notify(body: Record<string, unknown>): Promise<number> {
    try {
      const response = await fetch(this.notificationUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      return response.status
    } catch {
      return 0
    }
  }
}
