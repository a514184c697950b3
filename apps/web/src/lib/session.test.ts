import { describe, expect, it } from 'vitest'
import { isSignedIn, session } from './session.ts'

describe('session', () => {
  it('counts a user as signed in only when the auth data has an email', () => {
    expect(isSignedIn()).toBe(false)
    session.setAuth(
      { accessToken: 't' },
      { id: 1, email: 'a@b.co', username: 'abcdefgh', name: 'Abcde', picture: null },
    )
    expect(isSignedIn()).toBe(true)
    expect(JSON.parse(localStorage.getItem('root') ?? '{}')).toMatchObject({
      version: 1,
      auth: { token: { accessToken: 't' } },
    })
    session.resetAuth()
    expect(isSignedIn()).toBe(false)
  })
})
