import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  decimalText,
  ID_MAX,
  idSchema,
  multiLineText,
  paginationQuery,
  pathIdSchema,
  singleLineText,
} from './common.ts'

const messages = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('idSchema (ids in a JSON body)', () => {
  it('takes whole JSON numbers from 1 to 2147483647', () => {
    expect(idSchema.parse(1)).toBe(1)
    expect(idSchema.parse(ID_MAX)).toBe(2_147_483_647)
  })

  it.each([
    ['out of range', 2_147_483_648],
    ['far out of range', 9e15],
    ['zero', 0],
    ['negative', -3],
    ['a fraction', 1.5],
  ])('refuses %s with the id message', (_label, value) => {
    expect(messages(idSchema.safeParse(value))).toContain(
      'Id must be a whole number from 1 to 2147483647',
    )
  })

  it.each([
    ['a string', '16', 'Expected number, received string'],
    ['a hex string', '0x10', 'Expected number, received string'],
    ['an array', [2], 'Expected number, received array'],
    ['a boolean', true, 'Expected number, received boolean'],
    ['NaN', Number.NaN, 'Expected number, received NaN'],
    ['nothing', undefined, 'Required'],
  ])('never coerces %s', (_label, value, message) => {
    expect(messages(idSchema.safeParse(value))).toEqual([message])
  })
})

describe('pathIdSchema (ids in a path)', () => {
  it('reads decimal digits as the id', () => {
    expect(pathIdSchema.parse('42')).toBe(42)
    expect(pathIdSchema.parse('2147483647')).toBe(ID_MAX)
  })

  it.each(['2147483648', '9999999999', '9e15', '0x10', '1.5', '0', '-1', '042', 'abc', ''])(
    'refuses %j',
    (text) => {
      expect(pathIdSchema.safeParse(text).success).toBe(false)
    },
  )
})

describe('decimalText and paginationQuery (numbers in query strings)', () => {
  it('reads decimal digits only', () => {
    const page = decimalText('Page')
    expect(page.parse('007')).toBe(7)
    for (const text of ['0x10', '1e2', '2.5', '-1', ' 1', '', 'abc']) {
      expect(messages(page.safeParse(text)), text).toEqual(['Page must be a whole number'])
    }
  })

  it('defaults page and limit, and keeps limit within 1..100', () => {
    const query = paginationQuery(4)
    expect(query.parse({})).toEqual({ page: 1, limit: 4 })
    expect(query.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 })
    expect(messages(query.safeParse({ limit: '101' }))).toEqual(['Limit must be at most 100'])
    expect(messages(query.safeParse({ page: '0' }))).toEqual(['Page must be at least 1'])
    expect(messages(query.safeParse({ page: ['1', '2'] }))).toEqual(['Page must be a whole number'])
  })
})

describe('text without control characters', () => {
  it('single-line text refuses NUL, escape, tab and newline', () => {
    const name = singleLineText('Name')
    expect(name.parse('Toko Émas 東京')).toBe('Toko Émas 東京')
    for (const text of ['a\u0000b', 'a\u001bb', 'a\tb', 'a\nb', 'a\u007fb', 'a\u0085b']) {
      expect(messages(name.safeParse(text)), JSON.stringify(text)).toEqual([
        'Name must not contain control characters',
      ])
    }
  })

  it('multi-line text allows line breaks and tabs, nothing else', () => {
    const description = multiLineText('Description')
    expect(description.parse('Line one\r\nLine two\tend')).toBe('Line one\r\nLine two\tend')
    expect(messages(description.safeParse('a\u0000b'))).toEqual([
      'Description must not contain control characters other than line breaks',
    ])
  })
})
