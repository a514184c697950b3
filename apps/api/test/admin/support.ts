import type { App } from '../../src/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'

export const OPERATOR_EMAIL = 'operator@example.com'
export const OPERATOR_ENV = { ADMIN_EMAILS: OPERATOR_EMAIL, AUTH_RATE_LIMIT_MAX: '1000' }

/** The operator of these tests (a user whose email is in ADMIN_EMAILS). */
export async function operatorOf(app: App): Promise<TestUser> {
  return createUser(app, { email: OPERATOR_EMAIL })
}

/** Calls an admin route as the given user; answers status and JSON body. */
export async function call(
  app: App,
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload }),
  })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked against the OpenAPI document
  const body = res.json() as Record<string, any>
  return { status: res.statusCode, body, raw: res.body }
}

/** The latest audit entries. */
export async function auditOf(app: App, operator: TestUser) {
  const { body } = await call(app, operator, 'GET', '/api/v1/admin/audit?limit=100')
  return body.data as {
    action: string
    operator: { id: number; email: string }
    target: { kind: string; id: string; label: string }
    reason: string | null
    details: Record<string, unknown>
  }[]
}
