import type { User } from '@pasar/shared'
import { afterEach, beforeEach, vi } from 'vitest'
import { session } from '@/lib/session.ts'

/** A user as GET /me answers: Dewi Lestari, a shopper, unless told otherwise. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'dewi@example.com',
    username: 'dewi_lestari',
    name: 'Dewi Lestari',
    picture: null,
    isOperator: false,
    language: null,
    ...overrides,
  }
}

/** Signs a shopper in for a test: 'D' (d@example.com) unless told otherwise. */
export function signInShopper(overrides: Partial<User> = {}) {
  session.signIn(
    't',
    buildUser({ id: 1, email: 'd@example.com', username: 'd', name: 'D', ...overrides }),
  )
}

/**
 * Around each test of a file: a shopper signed in (`signInShopper`) before it; after it, signed
 * out, the stubbed globals (`fetch`) put back, and `cleanUp` for what else the tests leave.
 */
export function signInShopperForEachTest(cleanUp?: () => void) {
  beforeEach(() => {
    signInShopper()
  })
  afterEach(() => {
    session.clear()
    vi.unstubAllGlobals()
    cleanUp?.()
  })
}
