import type { Pagination } from '@pasar/shared'

/** A page of a list, as `pageOf` in @pasar/shared declares it. */
export interface Page<T> {
  data: T[]
  pagination: Pagination
}

/** Page `page` of `limit` rows each, `total` rows in all: every paged list of the API. */
export function paged<T>(data: T[], page: number, limit: number, total: number): Page<T> {
  const totalPages = Math.ceil(total / limit)
  return {
    data,
    pagination: {
      currentPage: page,
      hasNextPage: page < totalPages,
      totalPages,
      totalItems: total,
    },
  }
}
