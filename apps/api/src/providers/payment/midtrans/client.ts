import {
  ProviderError,
  ProviderUnreachable,
  type PaymentProvider,
  type PaymentState,
} from '../port.ts'
import { callJson, type FetchLike } from '../../json-call.ts'
import { readInstructions } from './instructions.ts'
import { midtransNotificationSchema, readMidtransNotification } from './notification.ts'
import { mapTransactionStatus, parseGrossAmount } from './status.ts'

export interface MidtransOptions {
  /** 'local' when these URLs are the built-in twin's (providers/payment/local). */
  name?: 'midtrans' | 'local'
  serverKey: string
  snapUrl: string
  apiUrl: string
  fetch?: FetchLike
}

const TIMEOUT_MS = 10_000

/** Midtrans wants 'yyyy-MM-dd HH:mm:ss Z'; UTC keeps it simple. */
function midtransTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} +0000`
}

interface MidtransBody {
  status_code?: string
  status_message?: string
  error_messages?: string[]
  token?: string
  redirect_url?: string
  order_id?: string
  gross_amount?: string
  transaction_status?: string
  fraud_status?: string
}

/** Midtrans puts its own status code in the body; 5xx there means "try again". */
const serverSide = (status: number, json: MidtransBody) =>
  status >= 500 || (json.status_code?.startsWith('5') ?? false)

/** Midtrans over HTTP: Snap API for transactions, Core API for status, cancel and refund. */
export function midtransProvider(options: MidtransOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init))

  async function call(method: 'GET' | 'POST', url: string, body?: unknown) {
    const { status, json } = await callJson(
      send,
      url,
      { method, authorization, body, timeoutMs: TIMEOUT_MS },
      (error) => new ProviderUnreachable(`Midtrans could not be reached: ${String(error)}`),
    )
    return { status, json: (json ?? {}) as MidtransBody }
  }

  const transactionUrl = (providerOrderId: string, action: string) =>
    `${options.apiUrl}/v2/${encodeURIComponent(providerOrderId)}/${action}`

  return {
    name: options.name ?? 'midtrans',

    async createTransaction(input) {
      const minutes = Math.max(1, Math.floor((input.expiresAt.getTime() - Date.now()) / 60_000))
      const { status, json } = await call('POST', `${options.snapUrl}/v1/transactions`, {
        transaction_details: { order_id: input.providerOrderId, gross_amount: input.grossAmount },
        item_details: input.items.map((item) => ({
          id: item.id,
          name: item.name.slice(0, 50),
          price: item.price,
          quantity: item.quantity,
          // Midtrans takes at most 50 characters here too.
          merchant_name: item.merchantName.slice(0, 50),
        })),
        customer_details: { first_name: input.customer.firstName, email: input.customer.email },
        expiry: { start_time: midtransTime(new Date()), unit: 'minute', duration: minutes },
      })
      if (status >= 300 || !json.token || !json.redirect_url) {
        const reason = json.error_messages?.join('; ') ?? `HTTP ${status}`
        throw new ProviderError(`Midtrans refused the transaction: ${reason}`)
      }
      return { token: json.token, redirectUrl: json.redirect_url }
    },

    async getStatus(providerOrderId): Promise<PaymentState | undefined> {
      const { status, json } = await call('GET', transactionUrl(providerOrderId, 'status'))
      // Midtrans answers 404 (in the body, sometimes also the HTTP status) until a method is chosen.
      if (json.status_code === '404' || status === 404) return undefined
      if (status >= 300 || typeof json.transaction_status !== 'string') {
        throw new ProviderError(`Midtrans status failed: ${json.status_message ?? status}`)
      }
      return {
        providerOrderId: json.order_id ?? '',
        status: mapTransactionStatus(json.transaction_status, json.fraud_status),
        amount: parseGrossAmount(json.gross_amount ?? ''),
        instructions: readInstructions(json),
      }
    },

    async cancel(providerOrderId) {
      const { status, json } = await call('POST', transactionUrl(providerOrderId, 'cancel'))
      if (json.status_code === '404' || status === 404) return
      if (status >= 300 || (json.status_code && !json.status_code.startsWith('2'))) {
        throw new ProviderError(`Midtrans could not cancel: ${json.status_message ?? status}`)
      }
    },

    async refund(input) {
      const { status, json } = await call('POST', transactionUrl(input.providerOrderId, 'refund'), {
        refund_key: input.refundKey,
        amount: input.amount,
        reason: input.reason,
      })
      if (status < 300 && json.status_code === '200') return { outcome: 'done' }
      const message = json.status_message ?? json.error_messages?.join('; ') ?? `HTTP ${status}`
      if (serverSide(status, json)) {
        throw new ProviderUnreachable(`Midtrans could not refund now: ${message}`)
      }
      return { outcome: 'refused', message }
    },

    readNotification(body) {
      const parsed = midtransNotificationSchema.safeParse(body)
      return parsed.success ? readMidtransNotification(options.serverKey, parsed.data) : undefined
    },
  }
}
