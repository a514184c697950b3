import { describe, expect, it } from 'vitest'
import { safeReturnPath, signInPath } from './return-to.ts'

describe('return after sign-in', () => {
  it('keeps a path of this app with its query', () => {
    expect(safeReturnPath('/dashboard/orders?page=2')).toBe('/dashboard/orders?page=2')
    expect(signInPath('/cart')).toBe('/sign-in?redirect=%2Fcart')
  })

  it('never sends the user to another origin or back to an auth screen', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'cart', '']) {
      expect(safeReturnPath(bad)).toBe('/')
    }
    expect(safeReturnPath('/sign-in?redirect=/cart')).toBe('/')
    expect(signInPath('/')).toBe('/sign-in')
  })
})
