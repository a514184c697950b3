import { describe, expect, it } from 'vitest'
import { preferredLanguage } from './languages.ts'

describe('preferredLanguage', () => {
  it('takes Indonesian or English, whichever the browser lists first', () => {
    expect(preferredLanguage(['id-ID', 'en-US'])).toBe('id')
    expect(preferredLanguage(['en-GB', 'id'])).toBe('en')
    expect(preferredLanguage(['fr-FR', 'IN', 'en'])).toBe('id')
    expect(preferredLanguage([' ID-id'])).toBe('id')
  })

  it('falls back to English when the browser lists neither', () => {
    expect(preferredLanguage(['fr-FR', 'de'])).toBe('en')
    expect(preferredLanguage([])).toBe('en')
    expect(preferredLanguage([''])).toBe('en')
  })
})
