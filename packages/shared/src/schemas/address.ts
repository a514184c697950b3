import { z } from '../zod.ts'
import { pathIdSchema } from './common.ts'

export const ADDRESSES_PER_USER_MAX = 20
export const ADDRESS_LIMIT_MESSAGE = `You can keep at most ${ADDRESSES_PER_USER_MAX} addresses. Delete one to add another.`
export const PHONE_MESSAGE =
  'Phone must be an Indonesian number starting with 08, 628 or +628, of 10 to 15 digits'
export const POSTAL_CODE_MESSAGE = 'Postal code must be 5 digits'
export const PROVINCE_MESSAGE = 'Choose a province'
export const CITY_MESSAGE = 'Choose a city or regency of the chosen province'
export const DISTRICT_MESSAGE = 'Choose a district of the chosen city'
export const VILLAGE_MESSAGE = 'Choose a village of the chosen district'

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

/**
 * An area's Kemendagri code (docs/decisions/1013-address-areas.md): '32' a province, '32.73' a
 * city or regency, '32.73.02' a district, '32.73.02.1004' a village. The shape is checked here;
 * whether the area exists and lies in its parent is the API's check against its list.
 */
function areaCode(pattern: RegExp, message: string) {
  return z.string({ error: message }).regex(pattern, message)
}

export const AREA_CODE_PATTERNS = {
  provinceCode: /^\d{2}$/,
  cityCode: /^\d{2}\.\d{2}$/,
  districtCode: /^\d{2}\.\d{2}\.\d{2}$/,
  villageCode: /^\d{2}\.\d{2}\.\d{2}\.\d{4}$/,
} as const

/** The four levels of an address's area, each picked from the list, each inside the one before. */
export const areaCodeFields = {
  provinceCode: areaCode(AREA_CODE_PATTERNS.provinceCode, PROVINCE_MESSAGE),
  cityCode: areaCode(AREA_CODE_PATTERNS.cityCode, CITY_MESSAGE),
  districtCode: areaCode(AREA_CODE_PATTERNS.districtCode, DISTRICT_MESSAGE),
  villageCode: areaCode(AREA_CODE_PATTERNS.villageCode, VILLAGE_MESSAGE),
}
export type AreaCodes = { [K in keyof typeof areaCodeFields]: string }

/**
 * Where a parcel goes or comes from: the fields shared by a buyer's address and a store origin.
 * The area comes as codes; the API writes the names (province, city, district, village) from its
 * list.
 */
export const placeFields = {
  recipientName: addressText('Recipient name', 3, 50),
  phone: phoneSchema,
  ...areaCodeFields,
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

/**
 * A place as answered. Places typed before areas were picked from the list have their names as
 * typed and no village or codes (null); an order keeps a copy of its address, and the copies made
 * before then have neither key.
 */
const placeAnswer = {
  recipientName: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  village: z.string().nullable(),
  postalCode: z.string(),
  street: z.string(),
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  districtCode: z.string().nullable(),
  villageCode: z.string().nullable(),
}

export const addressSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  ...placeAnswer,
  isDefault: z.boolean(),
})
export type Address = z.infer<typeof addressSchema>

export const storeAddressSchema = z.object({
  ...placeAnswer,
  village: placeAnswer.village.optional(),
  provinceCode: placeAnswer.provinceCode.optional(),
  cityCode: placeAnswer.cityCode.optional(),
  districtCode: placeAnswer.districtCode.optional(),
  villageCode: placeAnswer.villageCode.optional(),
})
export type StoreAddress = z.infer<typeof storeAddressSchema>

/** One administrative area: its Kemendagri code and its name. */
export const areaSchema = z.object({ code: z.string(), name: z.string() })
export type Area = z.infer<typeof areaSchema>

export const areaLevels = ['provinces', 'regencies', 'districts', 'villages'] as const
export type AreaLevel = (typeof areaLevels)[number]

/** `{code}` of /api/v1/areas/…/{code}/…: any text; an unknown code is not found. */
export const areaParentParams = z.object({ code: z.string().max(20) })

/** `{id}` of /api/v1/addresses/{id}: a malformed id is not found (docs/decisions/0601-strict-input.md). */
export const addressIdParams = z.object({ id: pathIdSchema })
