import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMonthYear, formatShortDate, useDayFormat } from './format.ts'
import { i18n } from './index.ts'
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

describe('useDayFormat', () => {
  afterEach(() => i18n.changeLanguage('en'))

  it.each([
    ['en', '29 Nov', 'Sun 29 Nov', 'Sun, 29 Nov 2026'],
    ['id', '29 Nov', 'Min, 29 Nov', 'Min, 29 Nov 2026'],
  ] as const)('writes a calendar day in %s', async (language, plain, weekday, withYear) => {
    await i18n.changeLanguage(language)
    const day = (options?: Parameters<typeof useDayFormat>[0]) =>
      renderHook(() => useDayFormat(options)).result.current('2026-11-29')
    expect(day()).toBe(plain)
    expect(day({ weekday: true })).toBe(weekday)
    expect(day({ weekday: true, year: true })).toBe(withYear)
  })
})
