import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'

// Every route under /api/v1/admin answers 401 without a session and 403 to a signed-in user who
// is not an operator (docs/decisions/0950-operators.md). The routes come from the app's own route
// table (`app.routeTable`, filled by an onRoute hook before any route is registered), so an admin
// route added later — by any module — without the guard fails here without editing this file.
const { app } = await setupTestApp({ ADMIN_EMAILS: 'operator@example.com' })

/**
 * The guard's preHandler runs after the input is validated, so a route with a body is called with
 * a valid one; a new route with a required body needs its example here (the test says so).
 */
const EXAMPLE_BODIES: Record<string, unknown> = {
  'POST /api/v1/admin/users/:id/suspend': { reason: 'Selling counterfeit goods' },
  'POST /api/v1/admin/stores/:slug/hide': { reason: 'Selling counterfeit goods' },
  'POST /api/v1/admin/products/:uuid/hide': { reason: 'Selling counterfeit goods' },
  'POST /api/v1/admin/categories': { name: 'Gardening', nameId: 'Berkebun', icon: 'flower' },
  'PATCH /api/v1/admin/categories/:id': { name: 'Gardening' },
  'PUT /api/v1/admin/categories/order': { ids: [1] },
  'POST /api/v1/admin/refunds/:id/settle': { note: 'Paid back by bank transfer' },
  'POST /api/v1/admin/payouts/:id/reject': { reason: 'The account is not the owner’s' },
  'POST /api/v1/admin/vouchers': {
    code: 'GRATISONGKIR',
    kind: 'FIXED',
    value: 10_000,
    quota: 100,
    appliesTo: 'SHIPPING',
    startsAt: '2026-01-01T00:00:00+07:00',
    endsAt: '2026-02-01T00:00:00+07:00',
  },
  'PATCH /api/v1/admin/vouchers/:id': { active: false },
}

const adminRoutes = app.routeTable.filter(
  (r) => r.url.startsWith('/api/v1/admin') && r.method !== 'HEAD',
)

const concrete = (url: string) =>
  url
    .replace(':uuid', randomUUID())
    .replace(':slug', 'some-store')
    .replace(/:[A-Za-z]+/g, '1')

describe('every /api/v1/admin route', () => {
  it('is collected from the app, not listed here', () => {
    const urls = adminRoutes.map((r) => `${r.method} ${r.url}`)
    expect(urls).toContain('GET /api/v1/admin/figures')
    expect(urls).toContain('POST /api/v1/admin/users/:id/suspend')
    expect(urls).toContain('GET /api/v1/admin/audit')
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15)
  })

  it('answers 401 without a session and 403 to a signed-in non-operator', async () => {
    const shopper = await createUser(app)
    for (const route of adminRoutes) {
      const key = `${route.method} ${route.url}`
      const body = EXAMPLE_BODIES[key]
      const request = {
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(body === undefined ? {} : { payload: body as object }),
      }
      const anonymous = await app.inject(request)
      expect(anonymous.statusCode, `${key} without a token: ${anonymous.body}`).toBe(401)
      const shopperAnswer = await app.inject({ ...request, headers: shopper.auth })
      expect(
        shopperAnswer.statusCode,
        `${key} as a non-operator: ${shopperAnswer.body}` +
          (shopperAnswer.statusCode === 400 ? ' (add a valid example body to EXAMPLE_BODIES)' : ''),
      ).toBe(403)
      expect(shopperAnswer.json().message).toBe('Only operators can do this.')
    }
  })
})
