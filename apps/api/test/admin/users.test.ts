import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { operatorActions } from '../../src/db/schema/index.ts'
import {
  getMe,
  login,
  newAccount,
  postLogin,
  postRefresh,
  refreshCookie,
  register,
} from '../auth/helpers.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createStore, createUser } from '../helpers/builders.ts'
import { shopWithSales } from '../money/fixtures.ts'
import { auditOf, call, OPERATOR_ENV, operatorOf } from './support.ts'

// The payment twin's notifications of the completed sale (figures) reach a listening app.
const { app } = await setupListeningApp(OPERATOR_ENV)
const operator = await operatorOf(app)

describe('suspending a user', () => {
  it('revokes their sessions, refuses sign-in, refresh and their access token; unsuspend restores', async () => {
    const account = newAccount()
    const user = await register(app, account)
    const session = await login(app, account)
    const auth = { authorization: `Bearer ${session.accessToken}` }
    expect((await getMe(app, auth)).statusCode).toBe(200)

    const suspended = await call(app, operator, 'POST', `/api/v1/admin/users/${user.id}/suspend`, {
      reason: 'Repeated fraudulent orders',
    })
    expect(suspended.status, suspended.raw).toBe(200)
    expect(suspended.body.data).toMatchObject({
      id: user.id,
      suspended: { reason: 'Repeated fraudulent orders' },
    })
    const message =
      'This account is suspended: Repeated fraudulent orders. Contact support at support@pasar.id.'

    // The access token still within its 15 minutes is refused at once.
    const me = await getMe(app, auth)
    expect(me.statusCode).toBe(401)
    expect(me.json().message).toBe(message)
    const cart = await app.inject({ method: 'GET', url: '/api/v1/carts', headers: auth })
    expect(cart.statusCode).toBe(401)

    // The refresh token was revoked; presenting it says why.
    const refreshed = await postRefresh(app, session.refreshToken)
    expect(refreshed.statusCode).toBe(403)
    expect(refreshed.json().message).toBe(message)

    // Signing in is refused with the reason — only once the password is right.
    const wrong = await postLogin(app, { email: account.email, password: 'not-the-password' })
    expect(wrong.statusCode).toBe(401)
    const refused = await postLogin(app, account)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(message)
    expect(refreshCookie(refused)).toBeUndefined()

    // Suspending again is a conflict; unsuspending restores sign-in.
    const again = await call(app, operator, 'POST', `/api/v1/admin/users/${user.id}/suspend`, {
      reason: 'Repeated fraudulent orders',
    })
    expect(again.status).toBe(409)
    const lifted = await call(app, operator, 'POST', `/api/v1/admin/users/${user.id}/unsuspend`)
    expect(lifted.status, lifted.raw).toBe(200)
    expect(lifted.body.data.suspended).toBeNull()
    expect((await login(app, account)).data.id).toBe(user.id)
    const twice = await call(app, operator, 'POST', `/api/v1/admin/users/${user.id}/unsuspend`)
    expect(twice.status).toBe(409)

    const entries = await auditOf(app, operator)
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual(['USER_UNSUSPENDED', 'USER_SUSPENDED'])
    expect(entries[1]).toMatchObject({
      operator: { id: operator.id, email: operator.email },
      target: { kind: 'user', id: String(user.id) },
      reason: 'Repeated fraudulent orders',
    })
  })

  it('refuses to suspend an operator (themselves included), an unknown user, or without a reason', async () => {
    const self = await call(app, operator, 'POST', `/api/v1/admin/users/${operator.id}/suspend`, {
      reason: 'Testing myself',
    })
    expect(self.status).toBe(409)
    expect(self.body.message).toBe('Operators cannot be suspended.')
    const unknown = await call(app, operator, 'POST', '/api/v1/admin/users/2147483647/suspend', {
      reason: 'Nobody at all',
    })
    expect(unknown.status).toBe(404)
    const user = await createUser(app)
    for (const payload of [
      {},
      { reason: 'no' },
      { reason: 'x'.repeat(501) },
      { reason: 'ok\u0000ok ok' },
    ]) {
      const bad = await call(
        app,
        operator,
        'POST',
        `/api/v1/admin/users/${user.id}/suspend`,
        payload,
      )
      expect(bad.status, JSON.stringify(payload)).toBe(400)
    }
    const extra = await call(app, operator, 'POST', `/api/v1/admin/users/${user.id}/suspend`, {
      reason: 'A fine reason',
      extra: 1,
    })
    expect(extra.status).toBe(400)
  })

  it('of two concurrent suspensions one wins, the other is a 409; one audit row', async () => {
    const user = await createUser(app)
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(app, operator, 'POST', `/api/v1/admin/users/${user.id}/suspend`, {
          reason: 'Spam listings everywhere',
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const rows = await app.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.targetId, String(user.id)))
    expect(rows.filter((r) => r.action === 'USER_SUSPENDED')).toHaveLength(1)
  })
})

describe('the users list', () => {
  it('searches name, email and username, pages like every list', async () => {
    const marker = `zq${Date.now().toString(36)}`
    await createUser(app, { name: `Budi ${marker}` })
    await createUser(app, { email: `${marker}@example.com` })
    await createUser(app, { username: `${marker}_u` })
    const found = await call(
      app,
      operator,
      'GET',
      `/api/v1/admin/users?q=${marker.toUpperCase()}&limit=2`,
    )
    expect(found.status).toBe(200)
    expect(found.body.data).toHaveLength(2)
    expect(found.body.pagination).toEqual({
      currentPage: 1,
      hasNextPage: true,
      totalPages: 2,
      totalItems: 3,
    })
    const wild = await call(app, operator, 'GET', '/api/v1/admin/users?q=%25')
    expect(wild.status).toBe(200)
    expect(wild.body.data).toEqual([])
    const operatorRow = await call(app, operator, 'GET', `/api/v1/admin/users?q=${operator.email}`)
    expect(operatorRow.body.data[0]).toMatchObject({ id: operator.id, isOperator: true })
  })
})

describe('figures', () => {
  it('counts paid orders, their totals, the platform fees and new stores per day, today last', async () => {
    const seller = await createUser(app)
    const before = await call(app, operator, 'GET', '/api/v1/admin/figures?days=7')
    expect(before.status).toBe(200)
    expect(before.body.data.days).toHaveLength(7)
    const today = before.body.data.days[6]
    await createStore(app, seller.id)
    const buyer = await createUser(app)
    // A paid and a pending order placed now: only the paid one counts.
    await app.db.execute(sql`
      INSERT INTO orders (user_id, status, total_price, items_total, shipping_total, payment_deadline)
      VALUES (${buyer.id}, 'PAID', 125000, 110000, 15000, now() + interval '1 day'),
             (${buyer.id}, 'PENDING', 99000, 90000, 9000, now() + interval '1 day')`)
    const after = await call(app, operator, 'GET', '/api/v1/admin/figures?days=7')
    const now = after.body.data.days[6]
    expect(now.date).toBe(today.date)
    expect(now.sales - today.sales).toBe(125_000)
    expect(now.orders - today.orders).toBe(1)
    expect(now.newSellers - today.newSellers).toBe(1)
    expect(after.body.data.totals.sales - before.body.data.totals.sales).toBe(125_000)
    expect(now.fees - today.fees).toBe(0)

    // A store order that completes books the platform fee: 5 % of its Rp 100.000 of items.
    await shopWithSales(app, 1)
    const completed = await call(app, operator, 'GET', '/api/v1/admin/figures?days=7')
    expect(completed.body.data.days[6].fees - now.fees).toBe(5_000)
    expect(completed.body.data.totals.fees - after.body.data.totals.fees).toBe(5_000)
    for (const days of ['0', '366', 'abc', '-1']) {
      const bad = await call(app, operator, 'GET', `/api/v1/admin/figures?days=${days}`)
      expect(bad.status, days).toBe(400)
    }
  })
})

describe('the audit', () => {
  it('is append-only: the database refuses to change or delete an entry', async () => {
    const user = await createUser(app)
    await call(app, operator, 'POST', `/api/v1/admin/users/${user.id}/suspend`, {
      reason: 'Abusive messages',
    })
    await expect(
      app.db.execute(sql`UPDATE operator_actions SET reason = 'nothing'`),
    ).rejects.toThrow()
    await expect(app.db.execute(sql`DELETE FROM operator_actions`)).rejects.toThrow()
    const entries = await auditOf(app, operator)
    expect(entries[0]?.reason).toBe('Abusive messages')
  })
})
