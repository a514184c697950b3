import { describe, expect, it } from 'vitest'
import {
  MAX_LIST_LIMIT,
  ORDER_STATUS_FILTERS,
  ORDER_STATUSES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PRICE_MAX,
  PRICE_MIN,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_MIN,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_MIN,
  PRODUCTS_PAGE_SIZE,
  TABLE_PAGE_SIZE,
} from './constants.ts'
import { ID_MAX } from './schemas/common.ts'
import { STOCK_MAX } from './schemas/catalog.ts'

describe('constants', () => {
  it('every order status filter names an order status', () => {
    for (const filter of ORDER_STATUS_FILTERS) {
      expect(ORDER_STATUSES).toContain(filter.toUpperCase())
    }
  })

  it('every range is a real range, and page sizes fit the list limit', () => {
    for (const [min, max] of [
      [PASSWORD_MIN, PASSWORD_MAX],
      [PRICE_MIN, PRICE_MAX],
      [PRODUCT_NAME_MIN, PRODUCT_NAME_MAX],
      [PRODUCT_DESCRIPTION_MIN, PRODUCT_DESCRIPTION_MAX],
    ] as const) {
      expect(min).toBeLessThan(max)
    }
    expect(PRODUCTS_PAGE_SIZE).toBeLessThanOrEqual(MAX_LIST_LIMIT)
    expect(TABLE_PAGE_SIZE).toBeLessThanOrEqual(MAX_LIST_LIMIT)
  })

  it('prices and stock fit the database integer that holds them', () => {
    expect(PRICE_MAX).toBeLessThanOrEqual(ID_MAX)
    expect(STOCK_MAX).toBeLessThanOrEqual(ID_MAX)
  })
})
