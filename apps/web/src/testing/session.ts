import type { User } from '@pasar/shared'
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
