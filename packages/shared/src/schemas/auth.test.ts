import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../constants.ts'
import {
  LANGUAGE_MESSAGE,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
  changePasswordFormSchema,
} from './auth.ts'

const user = {
  email: ' Someone@Example.com ',
  username: 'someone_01',
  name: 'Some One',
  password: 'secret',
}
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('auth schemas', () => {
  it('registers with a trimmed email and a 6-character password', () => {
    expect(registerSchema.parse(user)).toMatchObject({ email: 'Someone@Example.com' })
  })

  it.each([
    ['Ani', 'agus'],
    ['Budi', 'budi.s_01'],
  ])('takes Indonesian names: %j with username %j', (name, username) => {
    expect(registerSchema.safeParse({ ...user, name, username }).success).toBe(true)
  })

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['username', 'ag', 'Username must be at least 3 characters long'],
    ['username', 'a'.repeat(31), 'Username must be at most 30 characters long'],
    ['username', 'has space in', 'Username may only use letters, numbers, dots and underscores'],
    ['username', 'budi-santoso', 'Username may only use letters, numbers, dots and underscores'],
    ['name', 'A', 'Name must be at least 2 characters long'],
    ['name', 'A'.repeat(51), 'Name must be at most 50 characters long'],
    ['name', 'Some\u0000One', 'Name must not contain control characters'],
    ['password', '12345', 'Password must be at least 6 characters long.'],
    ['password', 'secret\u0000', 'Password must not contain control characters'],
  ])('refuses %s %j', (field, value, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...user, [field]: value }))).toBe(message)
  })

  it('resets a password only when both entries match', () => {
    const reset = {
      email: 'a@example.com',
      code: 'ABC123',
      password: 'secret',
      confirmPassword: 'secret',
    }
    expect(resetPasswordSchema.safeParse(reset).success).toBe(true)
    const mismatch = resetPasswordSchema.safeParse({ ...reset, confirmPassword: 'other1' })
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    })
    expect(
      changePasswordFormSchema.safeParse({
        currentPassword: 'old',
        newPassword: 'secret',
        confirmPassword: 'secret2',
      }).success,
    ).toBe(false)
  })

  it('takes a picture URL, an empty one or null, nothing else', () => {
    for (const picture of ['https://example.com/a.png', '', null]) {
      expect(updateProfileSchema.safeParse({ name: 'Some One', picture }).success).toBe(true)
    }
    for (const picture of [
      'not a url',
      'https://example.com/a\u0000.png',
      'http://example.com/a.png',
      'javascript:alert(1)',
      42,
    ]) {
      expect(updateProfileSchema.safeParse({ name: 'Some One', picture }).success).toBe(false)
    }
  })

  it('takes a language Pasar speaks, or none, on the profile and at sign-up', () => {
    for (const language of LANGUAGES) {
      expect(updateProfileSchema.parse({ name: 'Some One', language }).language).toBe(language)
      expect(registerSchema.parse({ ...user, language }).language).toBe(language)
    }
    expect(updateProfileSchema.parse({ name: 'Some One' }).language).toBeUndefined()
    for (const language of ['fr', 'EN', '', null, 1]) {
      expect(firstMessage(updateProfileSchema.safeParse({ name: 'Some One', language }))).toBe(
        LANGUAGE_MESSAGE,
      )
    }
    expect(LANGUAGE_MESSAGE).toBe('Language must be one of en, id')
  })
})
