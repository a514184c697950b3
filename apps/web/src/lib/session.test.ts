import { afterEach, describe, expect, it, vi } from 'vitest'
import { isSignedIn, session } from './session.ts'

const user = {
  id: 1,
  email: 'a@b.co',
  username: 'abcdefgh',
  name: 'Abcde',
  picture: null,
  isOperator: false,
  language: null,
}

function stored() {
  return JSON.parse(localStorage.getItem('root') ?? '{}') as unknown
}

afterEach(() => session.clear())

describe('session', () => {
  it('counts a user as signed in only when the stored user has an email', () => {
    expect(isSignedIn()).toBe(false)
    session.signIn('t', user)
    expect(isSignedIn()).toBe(true)
    session.clear()
    expect(isSignedIn()).toBe(false)
  })

  it('persists the user and access token under root, version 1, and never a refresh token', () => {
    session.signIn('t', user)
    expect(stored()).toEqual({ version: 1, auth: { data: user, token: { accessToken: 't' } } })
    session.setAccessToken('t2')
    expect(stored()).toMatchObject({ auth: { token: { accessToken: 't2' } } })
    expect(JSON.stringify(stored())).not.toMatch(/refresh/i)
  })

  it('tells subscribers about every change, once each', () => {
    const listener = vi.fn()
    const unsubscribe = session.subscribe(listener)
    session.signIn('t', user)
    session.setUser({ ...user, name: 'Renamed' })
    unsubscribe()
    session.clear()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(session.get().user).toBeNull()
  })

  it('ignores a late profile answer that arrives after sign-out', () => {
    session.signIn('t', user)
    session.clear()
    session.setUser(user)
    expect(isSignedIn()).toBe(false)
  })

  it('follows another tab that signs in', () => {
    localStorage.setItem(
      'root',
      JSON.stringify({ version: 1, auth: { data: user, token: { accessToken: 'x' } } }),
    )
    window.dispatchEvent(new StorageEvent('storage', { key: 'root' }))
    expect(session.get()).toEqual({ user, accessToken: 'x' })
  })
})
