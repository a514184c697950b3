import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refreshTokens, users } from '../../src/db/schema/index.ts'
import { hashRefreshToken } from '../../src/modules/auth/sessions.ts'
import { setupTestApp } from '../helpers/app.ts'
import { getMe, login, newAccount, refreshCookie, register, stringsIn } from './helpers.ts'

const { app } = await setupTestApp({ REFRESH_TOKEN_TTL: '1h', AUTH_RATE_LIMIT_MAX: '1000' })

function refresh(token: string, via: 'body' | 'cookie' = 'body') {
  return app.inject({
    method: 'POST',
    url: '/refresh-token',
    ...(via === 'body'
      ? { payload: { refreshToken: token } }
      : { cookies: { refresh_token: token }, payload: {} }),
  })
}

async function signedIn() {
  const account = newAccount()
  const user = await register(app, account)
  return { user, session: await login(app, account) }
}

describe('refresh tokens', () => {
  it('stores only the SHA-256 of a token, never the token itself', async () => {
    const { user, session } = await signedIn()
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenHash).toBe(hashRefreshToken(session.refreshToken))
    expect(JSON.stringify(rows)).not.toContain(session.refreshToken)
  })

  it('rotates on every use: answers a new access token and a new refresh token, also as the cookie', async () => {
    const { session } = await signedIn()
    const res = await refresh(session.refreshToken, 'cookie')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({ data: expect.any(String), refreshToken: expect.any(String) })
    expect(body.refreshToken).not.toBe(session.refreshToken)
    expect(refreshCookie(res)?.value).toBe(body.refreshToken)
    const me = await getMe(app, { authorization: `Bearer ${body.data}` })
    expect(me.statusCode).toBe(200)
    expect(stringsIn(body)).not.toContain(hashRefreshToken(body.refreshToken))
  })

  it('accepts the token in the body for non-browser clients', async () => {
    const { session } = await signedIn()
    expect((await refresh(session.refreshToken, 'body')).statusCode).toBe(200)
  })

  it('revokes the whole family when a rotated token is presented again (ASVS 10.4.5)', async () => {
    const { session } = await signedIn()
    const first = (await refresh(session.refreshToken)).json()
    const second = (await refresh(first.refreshToken)).json()

    const replay = await refresh(session.refreshToken)
    expect(replay.statusCode).toBe(401)
    expect(refreshCookie(replay)?.value).toBe('')
    // The legitimate holder's newest token died with the family.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401)
  })

  it('leaves the user’s other sessions alone when one family is revoked', async () => {
    const account = newAccount()
    await register(app, account)
    const phone = await login(app, account)
    const laptop = await login(app, account)
    const rotated = (await refresh(phone.refreshToken)).json()
    await refresh(phone.refreshToken) // replay: kills the phone family
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401)
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200)
  })

  it('lets only one of two concurrent refreshes with the same token succeed', async () => {
    const { session } = await signedIn()
    const answers = await Promise.all([
      refresh(session.refreshToken),
      refresh(session.refreshToken),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401])
  })

  it('keeps the absolute expiry of the session when rotating, and refuses an expired token', async () => {
    const { user, session } = await signedIn()
    const [before] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id))
    const next = (await refresh(session.refreshToken)).json()
    const [row] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(next.refreshToken)))
    expect(row?.expiresAt.getTime()).toBe(before?.expiresAt.getTime())
    expect(before?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 3_600_000)

    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id))
    expect((await refresh(next.refreshToken)).statusCode).toBe(401)
  })

  it('answers 401 for a missing or unknown token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401)
    const none = await app.inject({ method: 'POST', url: '/refresh-token' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ message: 'Refresh token missing' })
  })

  it('ends the session on logout: 204, cookie cleared, token refused afterwards', async () => {
    const { session } = await signedIn()
    const res = await app.inject({
      method: 'POST',
      url: '/logout',
      cookies: { refresh_token: session.refreshToken },
    })
    expect(res.statusCode).toBe(204)
    const cleared = refreshCookie(res)
    expect(cleared?.value).toBe('')
    expect(cleared?.path).toBe('/')
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
  })

  it('answers logout with 204 even without a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/logout' })
    expect(res.statusCode).toBe(204)
  })

  it('drops the sessions of a deleted user', async () => {
    const { user, session } = await signedIn()
    await app.db.delete(users).where(eq(users.id, user.id))
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
  })
})
