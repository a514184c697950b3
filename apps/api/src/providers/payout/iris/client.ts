import { z } from 'zod'
import {
  PayoutRefused,
  PayoutUnreachable,
  type PayoutNotification,
  type PayoutProvider,
  type ProviderPayout,
} from '../port.ts'
import { callJson, type FetchLike } from '../../json-call.ts'
import { irisSignatureValid } from './signature.ts'
import { mapIrisStatus } from './status.ts'

export interface IrisOptions {
  /** 'local' when apiUrl is the built-in twin's (providers/payout/local). */
  name?: 'iris' | 'local'
  /** e.g. https://app.sandbox.midtrans.com/iris (no trailing slash). */
  apiUrl: string
  creatorKey: string
  approverKey: string
  merchantKey: string
  fetch?: FetchLike
  timeoutMs?: number
}

const TIMEOUT_MS = 15_000

/** Iris writes amounts as decimal text ("150000.00"); the shop's are whole rupiah. */
const irisAmount = z
  .union([z.number(), z.string().regex(/^[0-9]+(\.[0-9]+)?$/)])
  .transform((value) => Math.round(Number(value)))

const createdSchema = z.looseObject({
  payouts: z.array(z.looseObject({ reference_no: z.string().min(1), status: z.string() })).min(1),
})
const payoutSchema = z.looseObject({
  reference_no: z.string().min(1),
  amount: irisAmount,
  status: z.string(),
  error_message: z.string().nullish(),
})
const validationSchema = z.looseObject({ account_name: z.string().min(1) })
const notificationSchema = z.looseObject({
  reference_no: z.string().min(1),
  status: z.string(),
  amount: irisAmount.optional(),
})

/** What Iris calls a bank's code: the product's codes are Iris' own. */
const irisBank = (bankCode: string) => bankCode

/** Midtrans Iris over HTTP: account validation, payouts created, approved and asked about. */
export function irisProvider(options: IrisOptions): PayoutProvider {
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init))
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS
  const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`

  async function call(
    method: 'GET' | 'POST',
    path: string,
    key: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown }> {
    const answer = await callJson(
      send,
      `${options.apiUrl}${path}`,
      { method, authorization: basic(key), body, headers: extraHeaders, timeoutMs },
      (error) => new PayoutUnreachable(`Iris could not be reached: ${String(error)}`),
    )
    const { status, json } = answer
    if (status >= 500 || status === 401 || status === 403) {
      // A rejected key is the shop's configuration, not the request: retrying later may work.
      throw new PayoutUnreachable(`Iris failed: ${errorMessage(json) ?? `HTTP ${status}`}`)
    }
    return answer
  }

  function read<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new PayoutUnreachable(`Iris sent a malformed ${what} answer`)
    return parsed.data
  }

  function refusedUnless2xx(answer: { status: number; json: unknown }) {
    if (answer.status >= 400) {
      throw new PayoutRefused(
        `Iris refused: ${errorMessage(answer.json) ?? `HTTP ${answer.status}`}`,
      )
    }
  }

  return {
    name: options.name ?? 'iris',

    async validateAccount(bankCode, accountNumber) {
      const query = new URLSearchParams({ bank: irisBank(bankCode), account: accountNumber })
      const answer = await call(
        'GET',
        `/api/v1/account_validation?${query.toString()}`,
        options.creatorKey,
      )
      if (answer.status === 400 || answer.status === 404) return undefined
      refusedUnless2xx(answer)
      return { accountName: read(validationSchema, answer.json, 'account validation').account_name }
    },

    async createPayout({ account, amount, notes, idempotencyKey }) {
      const answer = await call(
        'POST',
        '/api/v1/payouts',
        options.creatorKey,
        {
          payouts: [
            {
              beneficiary_name: account.accountName,
              beneficiary_account: account.accountNumber,
              beneficiary_bank: irisBank(account.bankCode),
              amount: amount.toFixed(2),
              notes: notes.slice(0, 100),
            },
          ],
        },
        { 'x-idempotency-key': idempotencyKey },
      )
      refusedUnless2xx(answer)
      const created = read(createdSchema, answer.json, 'create payout')
      const [first] = created.payouts
      if (!first) throw new PayoutUnreachable('Iris created no payout')
      return { referenceNo: first.reference_no }
    },

    async approvePayouts(referenceNos) {
      const answer = await call('POST', '/api/v1/payouts/approve', options.approverKey, {
        reference_nos: referenceNos,
      })
      refusedUnless2xx(answer)
    },

    async getPayout(referenceNo): Promise<ProviderPayout> {
      const answer = await call(
        'GET',
        `/api/v1/payouts/${encodeURIComponent(referenceNo)}`,
        options.creatorKey,
      )
      refusedUnless2xx(answer)
      const payout = read(payoutSchema, answer.json, 'payout details')
      const status = mapIrisStatus(payout.status)
      if (!status) throw new PayoutUnreachable(`Iris sent an unknown status '${payout.status}'`)
      return {
        referenceNo: payout.reference_no,
        amount: payout.amount,
        status,
        failureReason: status === 'failed' ? (payout.error_message ?? 'Refused by the bank') : null,
      }
    },

    readNotification(rawBody, headers): PayoutNotification | undefined {
      const signature = headers['iris-signature']
      if (typeof signature !== 'string') return undefined
      if (!irisSignatureValid(rawBody, options.merchantKey, signature)) return undefined
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        return undefined
      }
      const parsed = notificationSchema.safeParse(json)
      if (!parsed.success) return undefined
      const status = mapIrisStatus(parsed.data.status)
      if (!status) return undefined
      return {
        referenceNo: parsed.data.reference_no,
        status,
        amount: parsed.data.amount ?? null,
      }
    },
  }
}

function errorMessage(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const record = json as Record<string, unknown>
  const message = record.error_message ?? record.message
  if (typeof message !== 'string') return undefined
  const errors = record.errors
  if (Array.isArray(errors) && errors.length > 0) return `${message}: ${errors.join('; ')}`
  return message
}
