import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { startFakeGoogle } from './fake-google.ts'
import { login, newAccount, refreshCookie, register, stringsIn } from './helpers.ts'

const google = await startFakeGoogle()
const { app } = await setupTestApp({ ...google.env, AUTH_RATE_LIMIT_MAX: '1000' })

const signIn = (code: string) =>
  app.inject({ method: 'POST', url: '/auth/google', payload: { code } })

function person() {
  const id = randomBytes(4).toString('hex')
  return {
    sub: `1${BigInt(`0x${id}`).toString().padStart(20, '0')}`,
    email: `ayu.${id}@gmail.com`,
    name: 'Ayu Wulandari',
    picture: `https://lh3.googleusercontent.com/a/${id}`,
  }
}

describe('POST /auth/google with Google configured', () => {
  it('exchanges the code with redirect_uri postmessage and creates an account keyed on sub', async () => {
    const who = person()
    const res = await signIn(await google.codeFor(who))
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      data: {
        id: expect.any(Number),
        email: who.email,
        username: expect.stringMatching(/^[a-z0-9._-]{8,}$/),
        name: who.name,
        picture: who.picture,
        isOperator: false,
        language: null,
      },
    })
    expect(refreshCookie(res)?.value).toBe(body.refreshToken)
    expect(stringsIn(body)).not.toContain(who.sub)
    const sent = google.requests.at(-1)
    expect(sent?.get('redirect_uri')).toBe('postmessage')
    expect(sent?.get('grant_type')).toBe('authorization_code')

    const again = await signIn(await google.codeFor({ ...who, email: `renamed.${who.email}` }))
    expect(again.json().data.id).toBe(body.data.id)
  })

  it('gives new Google users unique usernames even when the email local parts match', async () => {
    const a = person()
    const b = { ...person(), email: a.email.replace('@gmail.com', '@example.org') }
    const first = (await signIn(await google.codeFor(a))).json().data
    const second = (await signIn(await google.codeFor(b))).json().data
    expect(first.username).not.toBe(second.username)
    expect(second.username.length).toBeGreaterThanOrEqual(8)
  })

  it('links to the existing password account with the same, verified email', async () => {
    const account = newAccount()
    const user = await register(app, account)
    const who = { ...person(), email: account.email.toUpperCase() }
    const res = await signIn(await google.codeFor(who))
    expect(res.json().data.id).toBe(user.id)
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.googleSub).toBe(who.sub)
    // The password still works too.
    await login(app, account)
  })

  it('starts a new account in the language on screen; an existing one keeps its own', async () => {
    const signInIn = async (code: string, language: unknown) =>
      app.inject({ method: 'POST', url: '/auth/google', payload: { code, language } })
    const who = person()
    const created = await signInIn(await google.codeFor(who), 'id')
    expect(created.statusCode).toBe(200)
    expect(created.json().data.language).toBe('id')
    // Signing in again from an English screen changes nothing: the account chose Indonesian.
    const again = await signInIn(await google.codeFor(who), 'en')
    expect(again.json().data.language).toBe('id')
    // A password account linked by its email keeps the language it has (none here).
    const account = newAccount()
    const user = await register(app, account)
    const linked = await signInIn(await google.codeFor({ ...person(), email: account.email }), 'id')
    expect(linked.json().data).toMatchObject({ id: user.id, language: null })
    const wrong = await signInIn(await google.codeFor(person()), 'fr')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([
      { path: 'language', message: 'Language must be one of en, id' },
    ])
  })

  it('refuses an email Google has not verified, and links nothing', async () => {
    const account = newAccount()
    const user = await register(app, account)
    const res = await signIn(
      await google.codeFor({ ...person(), email: account.email, email_verified: false }),
    )
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe(
      'Google sign-in failed: Google has not verified this email address.',
    )
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.googleSub).toBeNull()
  })

  it('refuses to move an email already linked to another Google account', async () => {
    const who = person()
    await signIn(await google.codeFor(who))
    const res = await signIn(await google.codeFor({ ...person(), email: who.email }))
    expect(res.statusCode).toBe(409)
  })

  const failures = [
    [
      'a token for another audience',
      { aud: 'someone-else.apps.googleusercontent.com' },
      {},
      'the ID token was issued for another application',
    ],
    [
      'a token from another issuer',
      { iss: 'https://evil.example.com' },
      {},
      'the ID token comes from an unexpected issuer',
    ],
    ['an expired token', {}, { expiresIn: '-2h' }, 'the ID token has expired'],
    ['a token with a bad signature', {}, { stranger: true }, 'the ID token signature is invalid'],
    [
      'an unverified email',
      { email_verified: false },
      {},
      'Google has not verified this email address',
    ],
  ] as const

  for (const [what, claims, options, reason] of failures) {
    it(`refuses ${what} with 401 and creates no account`, async () => {
      const who = { ...person(), ...claims }
      const code = await google.codeFor(who, {
        ...('expiresIn' in options ? { expiresIn: options.expiresIn } : {}),
        ...('stranger' in options ? { key: google.strangerKey } : {}),
      })
      const res = await signIn(code)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: `Google sign-in failed: ${reason}.` })
      expect(refreshCookie(res)).toBeUndefined()
      const rows = await app.db.select().from(users).where(eq(users.googleSub, who.sub))
      expect(rows).toEqual([])
    })
  }

  it('refuses a code the token endpoint does not accept', async () => {
    const res = await signIn('4/made-up-code')
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Google sign-in failed: the sign-in code was refused.')
  })

  it('refuses an empty code with 400', async () => {
    expect((await signIn('')).statusCode).toBe(400)
  })
})
