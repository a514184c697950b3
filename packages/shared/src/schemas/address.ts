import { z } from '../zod.ts'
import { pathIdSchema } from './common.ts'

export const ADDRESSES_PER_USER_MAX = 20
export const ADDRESS_LIMIT_MESSAGE = `You can keep at most ${ADDRESSES_PER_USER_MAX} addresses. Delete one to add another.`
export const PHONE_MESSAGE =
  'Phone must be an Indonesian number starting with 08, 628 or +628, of 10 to 15 digits'
export const POSTAL_CODE_MESSAGE = 'Postal code must be 5 digits'

// No control characters (NUL, escape, line breaks…) in any address field (docs/decisions/0820).
const SINGLE_LINE = /^\P{Cc}*$/u

function addressText(label: string, min: number, max: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : undefined) })
    .regex(SINGLE_LINE, `${label} must not contain control characters`)
    .trim()
    .min(min, `${label} must contain at least ${min} character(s)`)
    .max(max, `${label} must contain at most ${max} character(s)`)
}

/** Spaces, dots, dashes and brackets people type between digit groups. */
const PHONE_SEPARATORS = /[\s.()-]/g

/**
 * An Indonesian mobile number typed as `08…`, `628…` or `+628…` (10–15 digits as typed), answered
 * in one form: `+628…`.
 */
export const phoneSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Phone is required' : undefined) })
  .regex(SINGLE_LINE, PHONE_MESSAGE)
  .transform((value) => value.replace(PHONE_SEPARATORS, ''))
  .pipe(z.string().regex(/^(?:\+?628|08)[0-9]+$/, PHONE_MESSAGE))
  .refine((value) => {
    const digits = value.replace('+', '').length
    return digits >= 10 && digits <= 15
  }, PHONE_MESSAGE)
  .transform((value) =>
    value.startsWith('0') ? `+62${value.slice(1)}` : `+${value.replace('+', '')}`,
  )

export const postalCodeSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Postal code is required' : undefined) })
  .trim()
  .regex(/^[0-9]{5}$/, POSTAL_CODE_MESSAGE)

/** An optional label ('Rumah', 'Kantor'); empty means none. */
export const addressLabelSchema = z
  .string()
  .regex(SINGLE_LINE, 'Label must not contain control characters')
  .trim()
  .max(30, 'Label must contain at most 30 character(s)')
  .transform((value) => (value === '' ? null : value))
  .nullable()

/** Where a parcel goes or comes from: the fields shared by a buyer's address and a store origin. */
export const placeFields = {
  recipientName: addressText('Recipient name', 3, 50),
  phone: phoneSchema,
  province: addressText('Province', 2, 60),
  city: addressText('City', 2, 60),
  district: addressText('District', 2, 60),
  postalCode: postalCodeSchema,
  street: addressText('Street', 5, 200),
}

export const createAddressSchema = z.object({
  label: addressLabelSchema.optional(),
  ...placeFields,
  isDefault: z.boolean().optional(),
})
export type CreateAddressInput = z.input<typeof createAddressSchema>
export type CreateAddress = z.output<typeof createAddressSchema>

export const updateAddressSchema = createAddressSchema.partial()
export type UpdateAddressInput = z.input<typeof updateAddressSchema>
export type UpdateAddress = z.output<typeof updateAddressSchema>

/** A store's origin address: the place fields, without label or default. */
export const storeAddressInputSchema = z.object(placeFields)
export type StoreAddressInput = z.input<typeof storeAddressInputSchema>
export type StoreAddressFields = z.output<typeof storeAddressInputSchema>

export const addressSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  recipientName: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  postalCode: z.string(),
  street: z.string(),
  isDefault: z.boolean(),
})
export type Address = z.infer<typeof addressSchema>

export const storeAddressSchema = z.object({
  recipientName: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  postalCode: z.string(),
  street: z.string(),
})
export type StoreAddress = z.infer<typeof storeAddressSchema>

/** `{id}` of /api/v1/addresses/{id}: a malformed id is not found (docs/decisions/0601-strict-input.md). */
export const addressIdParams = z.object({ id: pathIdSchema })
