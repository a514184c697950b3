import { ProviderError, type PaymentProvider, type ProviderStatus } from './provider.ts'

export interface MidtransOptions {
  serverKey: string
  snapUrl: string
  apiUrl: string
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
}

/** Real Midtrans: Snap API for transactions, Core API for status and cancel. */
export function midtransProvider(options: MidtransOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`

  async function call(method: 'GET' | 'POST', url: string, body?: unknown) {
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new ProviderError(`Midtrans could not be reached: ${String(error)}`)
    }
    const json = (await response.json().catch(() => ({}))) as MidtransBody & Record<string, unknown>
    return { status: response.status, json }
  }

  return {
    name: 'midtrans',
    serverKey: options.serverKey,

    async createTransaction(input) {
      const minutes = Math.max(1, Math.floor((input.expiresAt.getTime() - Date.now()) / 60_000))
      const { status, json } = await call('POST', `${options.snapUrl}/v1/transactions`, {
        transaction_details: { order_id: input.providerOrderId, gross_amount: input.grossAmount },
        item_details: input.items.map((item) => ({
          id: item.id,
          name: item.name.slice(0, 50),
          price: item.price,
          quantity: item.quantity,
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

    async getStatus(providerOrderId) {
      const url = `${options.apiUrl}/v2/${encodeURIComponent(providerOrderId)}/status`
      const { status, json } = await call('GET', url)
      // Midtrans answers 404 (in the body, sometimes also the HTTP status) until a method is chosen.
      if (json.status_code === '404' || status === 404) return undefined
      if (status >= 300 || typeof json.transaction_status !== 'string') {
        throw new ProviderError(`Midtrans status failed: ${json.status_message ?? status}`)
      }
      return json as unknown as ProviderStatus
    },

    async cancel(providerOrderId) {
      const url = `${options.apiUrl}/v2/${encodeURIComponent(providerOrderId)}/cancel`
      const { status, json } = await call('POST', url)
      if (json.status_code === '404' || status === 404) return
      if (status >= 300 || (json.status_code && !json.status_code.startsWith('2'))) {
        throw new ProviderError(`Midtrans could not cancel: ${json.status_message ?? status}`)
      }
    },
  }
}
