import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { App } from '../../src/app.ts'
import { vouchers } from '../../src/db/schema/index.ts'
import type { TestUser } from '../helpers/builders.ts'

// What the voucher management tests share (docs/decisions/1016-vouchers.md).

const DAY = 24 * 60 * 60 * 1000

/** A fresh code (4–20 of A–Z, 0–9), so tests side by side never meet. */
export const freshCode = (prefix = 'T') =>
  `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`.slice(0, 20)

/** An instant `days` from now (negative: ago), as the API takes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** A valid store voucher body: 10 % off, quota 100, started a day ago, ending in 30 days. */
export const storeDraft = (overrides: Record<string, unknown> = {}) => ({
  code: freshCode(),
  kind: 'PERCENT',
  value: 10,
  quota: 100,
  startsAt: daysFromNow(-1),
  endsAt: daysFromNow(30),
  ...overrides,
})

/** A valid platform voucher body: Rp 10.000 off the shipping. */
export const platformDraft = (overrides: Record<string, unknown> = {}) =>
  storeDraft({ kind: 'FIXED', value: 10_000, appliesTo: 'SHIPPING', ...overrides })

export interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked against the OpenAPI document
  body: Record<string, any>
}

/** Calls the API (signed in as `user`, if given); answers the status and JSON body. */
export async function call(
  app: App,
  user: TestUser | undefined,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    ...(user ? { headers: user.auth } : {}),
    ...(payload === undefined ? {} : { payload }),
  })
  return { status: res.statusCode, body: res.json() }
}

/** The field paths of a 400's errors. */
export const fieldsOf = (answer: Answer) =>
  (answer.body.errors as { path: string }[] | undefined)?.map((e) => e.path) ?? []

/** Sets a voucher's uses straight in the table, as orders would have claimed them. */
export async function setUses(app: App, id: number, uses: number) {
  await app.db.update(vouchers).set({ uses }).where(eq(vouchers.id, id))
}
