import { z } from 'zod'
import { MAX_LIST_LIMIT } from '../constants.ts'

// SPEC §5 default messages: 'Required' for a missing value, 'Expected X, received Y' otherwise.
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined
    if (issue.input === undefined || issue.input === null) return 'Required'
    const received = Array.isArray(issue.input) ? 'array' : typeof issue.input
    return `Expected ${issue.expected}, received ${received}`
  },
})

/** Database ids travel as positive integers; strings of digits are accepted too. */
export const idSchema = z.coerce
  .number({ error: 'Required' })
  .int('Invalid id')
  .positive('Invalid id')

export function paginationQuery(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1, 'Page must be at least 1').default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'Limit must be at least 1')
      .max(MAX_LIST_LIMIT, `Limit must be at most ${MAX_LIST_LIMIT}`)
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

/** Every error answer of the API (DESIGN §3). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const messageSchema = z.object({ message: z.string() })
