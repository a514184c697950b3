import type { User } from '@pasar/shared'
import { session } from '@/lib/session.ts'

/** Signs a shopper in for a test: 'D' (d@example.com) unless told otherwise. */
export function signInShopper(overrides: Partial<User> = {}) {
  session.signIn('t', {
    id: 1,
    email: 'd@example.com',
    username: 'd',
    name: 'D',
    picture: null,
    isOperator: false,
    language: null,
    ...overrides,
  })
}
