import { describe, expect, it } from 'vitest'
import { formatMonthYear, formatShortDate } from './format.ts'
import { LOCALES } from './language.ts'

describe('formatMonthYear', () => {
  it('writes month and year as Intl does in both languages', () => {
    for (const language of ['en', 'id'] as const) {
      const intl = new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric' })
      for (let year = 1999; year <= 2031; year += 4) {
        for (let month = 0; month < 12; month += 1) {
          for (const day of [1, 15, 28]) {
            const date = new Date(year, month, day, 23, 59)
            expect(formatMonthYear(date, language)).toBe(intl.format(date))
            expect(formatMonthYear(date.toISOString(), language)).toBe(intl.format(date))
          }
        }
      }
    }
  })
})

describe('formatShortDate', () => {
  it('writes day, short month and year as Intl does in both languages', () => {
    const options = { day: 'numeric', month: 'short', year: 'numeric' } as const
    for (const language of ['en', 'id'] as const) {
      const intl = new Intl.DateTimeFormat(LOCALES[language], options)
      for (let year = 1999; year <= 2031; year += 4) {
        for (let month = 0; month < 12; month += 1) {
          for (const day of [1, 9, 10, 28]) {
            const date = new Date(year, month, day, 23, 59)
            expect(formatShortDate(date, language)).toBe(intl.format(date))
            expect(formatShortDate(date.toISOString(), language)).toBe(intl.format(date))
          }
        }
      }
    }
  })
})
