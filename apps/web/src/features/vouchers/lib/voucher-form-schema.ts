import {
  createPlatformVoucherSchema,
  createStoreVoucherSchema,
  VOUCHER_KINDS,
  VOUCHER_TARGETS,
  type CreateStoreVoucherInput,
} from '@pasar/shared'
import { z } from '@pasar/shared/zod'

// The voucher form's rules, loaded with its first check (docs/decisions/0985): the fields as
// typed (text), turned into the API's body and checked by the shared rules, so the form and the
// API say the same thing under the same field.

/** A whole number as typed: empty is absent, anything but digits is not a number. */
function typedNumber(text: string): number | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  return /^[0-9]+$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/** A `datetime-local` value (the reader's own time) as an instant; empty is absent. */
function typedInstant(text: string): string | undefined {
  if (text === '') return undefined
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? text : date.toISOString()
}

const typed = z.object({
  code: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  value: z.string(),
  maxDiscount: z.string(),
  minSpend: z.string(),
  quota: z.string(),
  perBuyer: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** A platform voucher's only; a store's form sends none. */
  appliesTo: z.enum(VOUCHER_TARGETS),
})
type Typed = z.infer<typeof typed>

/**
 * The API's body from the typed fields. A field left empty or mistyped goes as it is (absent, not
 * a number) for the shared rules to name, hence the body's type is claimed, not proven.
 */
function toBody(values: Typed): CreateStoreVoucherInput {
  const body = {
    code: values.code,
    kind: values.kind,
    value: typedNumber(values.value),
    // Only a percentage has a cap; left empty, it has none.
    maxDiscount: values.kind === 'PERCENT' ? (typedNumber(values.maxDiscount) ?? null) : null,
    minSpend: typedNumber(values.minSpend) ?? 0,
    quota: typedNumber(values.quota),
    perBuyer: typedNumber(values.perBuyer) ?? 1,
    startsAt: typedInstant(values.startsAt),
    endsAt: typedInstant(values.endsAt),
  }
  return body as CreateStoreVoucherInput
}

export const storeVoucherFormSchema = typed.transform(toBody).pipe(createStoreVoucherSchema)

export const platformVoucherFormSchema = typed
  .transform((values) => ({ ...toBody(values), appliesTo: values.appliesTo }))
  .pipe(createPlatformVoucherSchema)
