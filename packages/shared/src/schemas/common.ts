import { z } from '../zod.ts'
import { MAX_LIST_LIMIT } from '../constants.ts'

/** What a received value is called in 'Expected X, received Y' (never 'received number' for NaN). */
function kindOf(input: unknown): string {
  if (Array.isArray(input)) return 'array'
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN'
  return typeof input
}

// Default messages (docs/product.md#validation): 'Required' for a missing value, 'Expected X,
// received Y' otherwise.
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined
    if (issue.input === undefined || issue.input === null) return 'Required'
    return `Expected ${issue.expected}, received ${kindOf(issue.input)}`
  },
})

/** The largest id the database holds (PostgreSQL `integer`). */
export const ID_MAX = 2_147_483_647
export const ID_MESSAGE = `Id must be a whole number from 1 to ${ID_MAX}`

/**
 * An id in a JSON body: a JSON number, whole, 1..ID_MAX. Strings, arrays and booleans are refused,
 * never coerced (docs/decisions/0601-strict-input.md).
 */
export const idSchema = z.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(ID_MAX, ID_MESSAGE)

const DECIMAL = /^[0-9]+$/

/**
 * A whole number in a query string: decimal digits only ('0x10', '1e2', '2.5', ' ' and '' are
 * refused). Form and multipart fields have their own variant in catalog.ts.
 */
export function decimalText(label: string) {
  const message = `${label} must be a whole number`
  return z
    .string({ error: message })
    .regex(DECIMAL, message)
    .transform((text) => Number(text))
}

/** An id in a path: decimal digits naming 1..ID_MAX; anything else is not found (a 404). */
export const pathIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
  .transform((text) => Number(text))
  .pipe(z.number().max(ID_MAX, ID_MESSAGE))

// Control characters (NUL, escape, …) are \p{Cc} (docs/decisions/0601-strict-input.md).
const SINGLE_LINE = /^\P{Cc}*$/u
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u

/** A text field on one line: no control characters at all. */
export function singleLineText(label: string) {
  return z.string().regex(SINGLE_LINE, `${label} must not contain control characters`)
}

/** A text field that may span lines: newlines and tabs, but no other control characters. */
export function multiLineText(label: string) {
  return z
    .string()
    .regex(MULTI_LINE, `${label} must not contain control characters other than line breaks`)
}

/** 'Name must contain at least 3 character(s)': the length rules' message for `label`. */
const atLeast = (label: string, min: number) => `${label} must contain at least ${min} character(s)`
const atMost = (label: string, max: number) => `${label} must contain at most ${max} character(s)`

/** One line of `min`–`max` characters once trimmed, its messages naming `label`. */
export function singleLineOf(label: string, min: number, max: number) {
  return singleLineText(label).trim().min(min, atLeast(label, min)).max(max, atMost(label, max))
}

/** Text that may span lines, at most `max` characters once trimmed (and at least `min`). */
export function multiLineOf(label: string, max: number, min = 0) {
  const trimmed = multiLineText(label).trim()
  return (min > 0 ? trimmed.min(min, atLeast(label, min)) : trimmed).max(max, atMost(label, max))
}

/** True when a text holds a control character other than a line break or a tab. */
export function hasForbiddenControl(text: string): boolean {
  return !MULTI_LINE.test(text)
}

/** `?page=&limit=` of every list: decimal whole numbers, limit 1..MAX_LIST_LIMIT. */
export function paginationQuery(defaultLimit: number) {
  return z.object({
    page: decimalText('Page')
      .pipe(
        z.number().min(1, 'Page must be at least 1').max(ID_MAX, `Page must be at most ${ID_MAX}`),
      )
      .default(1),
    limit: decimalText('Limit')
      .pipe(
        z
          .number()
          .min(1, 'Limit must be at least 1')
          .max(MAX_LIST_LIMIT, `Limit must be at most ${MAX_LIST_LIMIT}`),
      )
      .default(defaultLimit),
  })
}

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  hasNextPage: z.boolean(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
})
export type Pagination = z.infer<typeof paginationSchema>

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema })
}

export function dataOf<T extends z.ZodType>(item: T) {
  return z.object({ data: item })
}

/** Every error answer of the API (docs/architecture.md#api-layers). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const messageSchema = z.object({ message: z.string() })
