import { z } from '../zod.ts'

/**
 * Texts the system writes (docs/decisions/1011-texts-in-the-readers-language.md): kept as a code
 * and its values, and written in the reader's language by whoever shows them (the web's catalogue
 * apps/web/src/i18n/system, the mails' catalogues). The English of each code is here: the API
 * still writes it beside the code, as the contract's text.
 */
export const SYSTEM_TEXTS_EN = {
  /** Why a store order ended. */
  'cancel.SHIP_BY_PASSED': 'The seller did not ship in time.',
  'cancel.NOT_PAID_IN_TIME': 'The order was not paid in time.',
  'cancel.PAYMENT_FAILED': 'The payment failed.',
  'cancel.BUYER_CANCELED_UNPAID': 'The buyer canceled the order before paying.',
  /** The local shipping twin's tracking notes. */
  'tracking.RECEIVED_BY_COURIER': 'Shipment received by {{courier}}',
  'tracking.PICKED_UP': 'Parcel picked up and taken to the origin sorting centre',
  'tracking.LEFT_ORIGIN': 'Departed the origin sorting centre',
  'tracking.AT_DESTINATION': 'Arrived at the destination sorting centre',
  'tracking.OUT_FOR_DELIVERY': 'With the courier for delivery',
  'tracking.DELIVERED': 'Delivered, received by the recipient',
  /** What an audit line names when its target has no name of its own. */
  'audit.CATEGORY_ORDER': 'Category order',
  'audit.REFUND_OF_ORDER': 'Refund of order #{{orderId}}',
  'audit.PAYOUT_TO': '{{amount}} to {{name}}',
} as const

export type SystemTextKey = keyof typeof SYSTEM_TEXTS_EN

const systemTextValue = z.union([z.string(), z.number()])

/** A text the system wrote: its code (a key of SYSTEM_TEXTS_EN) and the values it names. */
export const systemTextSchema = z.object({
  code: z.string(),
  values: z.record(z.string(), systemTextValue),
})
export type SystemText = z.infer<typeof systemTextSchema>

/** The code and values of a system text. */
export function systemText(
  code: SystemTextKey,
  values: Record<string, string | number> = {},
): SystemText {
  return { code, values }
}

/** A system text in English, as the API writes it beside its code. */
export function englishText(text: SystemText): string {
  const template: string | undefined = (SYSTEM_TEXTS_EN as Record<string, string>)[text.code]
  if (template === undefined) return text.code
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in text.values ? String(text.values[name]) : whole,
  )
}
