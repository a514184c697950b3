import type { PaymentInstructions } from '@pasar/shared'
import { z } from 'zod'

/**
 * The fields of a Midtrans status answer or notification that say how to pay a pending
 * transaction (docs/decisions/1005): `va_numbers` (BCA, BNI, BRI, CIMB), `permata_va_number`,
 * `bill_key` + `biller_code` (Mandiri bill, echannel) or `payment_code` + `store` (cstore).
 */
export const midtransPaymentFields = {
  payment_type: z.string().max(50).optional(),
  va_numbers: z
    .array(z.looseObject({ bank: z.string().max(30), va_number: z.string().max(50) }))
    .max(5)
    .optional(),
  permata_va_number: z.string().max(50).optional(),
  bill_key: z.string().max(50).optional(),
  biller_code: z.string().max(50).optional(),
  payment_code: z.string().max(50).optional(),
  store: z.string().max(30).optional(),
  expiry_time: z.string().max(40).optional(),
}
const paymentFieldsSchema = z.looseObject(midtransPaymentFields)
type MidtransPaymentFields = z.infer<typeof paymentFieldsSchema>

/** Midtrans writes times as 'yyyy-MM-dd HH:mm:ss' in Jakarta time (UTC+7). */
function midtransExpiry(text: string | undefined): string | null {
  if (!text) return null
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})( [+-]\d{4})?$/.exec(text)
  if (!match) return null
  const offset = match[3] ? `${match[3].slice(1, 4)}:${match[3].slice(4)}` : '+07:00'
  const date = new Date(`${match[1]}T${match[2]}${offset}`)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

const none = {
  bank: null,
  vaNumber: null,
  billerCode: null,
  billKey: null,
  store: null,
  paymentCode: null,
}

/** The instructions in a Midtrans body; undefined when it names no way to pay. */
export function readInstructions(body: unknown): PaymentInstructions | undefined {
  const parsed = paymentFieldsSchema.safeParse(body)
  if (!parsed.success) return undefined
  const fields: MidtransPaymentFields = parsed.data
  const expiresAt = midtransExpiry(fields.expiry_time)
  const va = fields.va_numbers?.[0]
  if (fields.payment_type === 'bank_transfer' && va) {
    return { ...none, method: 'bank_transfer', bank: va.bank, vaNumber: va.va_number, expiresAt }
  }
  if (fields.payment_type === 'bank_transfer' && fields.permata_va_number) {
    const vaNumber = fields.permata_va_number
    return { ...none, method: 'bank_transfer', bank: 'permata', vaNumber, expiresAt }
  }
  if (fields.payment_type === 'echannel' && fields.bill_key && fields.biller_code) {
    const { bill_key: billKey, biller_code: billerCode } = fields
    return { ...none, method: 'echannel', bank: 'mandiri', billKey, billerCode, expiresAt }
  }
  if (fields.payment_type === 'cstore' && fields.payment_code) {
    const store = fields.store ?? null
    return { ...none, method: 'cstore', store, paymentCode: fields.payment_code, expiresAt }
  }
  return undefined
}
