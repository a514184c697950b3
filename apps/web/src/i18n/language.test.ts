import { afterEach, describe, expect, it } from 'vitest'
import { chosenLanguage, initialLanguage, keepLanguage } from './language.ts'

afterEach(() => {
  history.replaceState(null, '', '/')
  localStorage.clear()
})

describe('initialLanguage', () => {
  it("takes the address's ?lang= over the kept choice, without keeping it", () => {
    keepLanguage('en')
    history.replaceState(null, '', '/product/abc?lang=id')
    expect(initialLanguage()).toBe('id')
    expect(chosenLanguage()).toBe('en')
  })

  it('ignores a ?lang= it does not know, and falls back on the kept choice', () => {
    keepLanguage('id')
    history.replaceState(null, '', '/products?lang=fr')
    expect(initialLanguage()).toBe('id')
  })
})
