import type { App } from '../../src/app.ts'
import type { TestUser } from '../helpers/builders.ts'
import { BUYER_ADDRESS } from '../helpers/checkout.ts'

/** A valid address body, as a buyer in Bandung would type it. */
export const bandung = BUYER_ADDRESS

export function addAddress(app: App, user: TestUser, body: Record<string, unknown> = bandung) {
  return app.inject({ method: 'POST', url: '/api/v1/addresses', headers: user.auth, payload: body })
}

export function updateAddress(app: App, user: TestUser, id: number, body: Record<string, unknown>) {
  return app.inject({
    method: 'PATCH',
    url: `/api/v1/addresses/${id}`,
    headers: user.auth,
    payload: body,
  })
}

export function deleteAddress(app: App, user: TestUser, id: number) {
  return app.inject({ method: 'DELETE', url: `/api/v1/addresses/${id}`, headers: user.auth })
}

export async function listAddresses(app: App, user: TestUser) {
  const res = await app.inject({ url: '/api/v1/addresses', headers: user.auth })
  return res.json().data as { id: number; label: string | null; isDefault: boolean }[]
}

/** The id of the user's default address (and a check that there is exactly one). */
export async function defaultId(app: App, user: TestUser) {
  const defaults = (await listAddresses(app, user)).filter((a) => a.isDefault)
  if (defaults.length > 1) throw new Error(`${defaults.length} default addresses`)
  return defaults[0]?.id
}
