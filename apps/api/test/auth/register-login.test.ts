import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import {
  getMe,
  INVALID_ACCOUNT,
  login,
  newAccount,
  postLogin,
  postRegister,
  refreshCookie,
  register,
  stringsIn,
} from './helpers.ts'

const { app } = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '1000' })

describe('POST /register', () => {
  it('creates the account and answers 201 with the user, never the password hash', async () => {
    const account = newAccount()
    const res = await postRegister(app, account)
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({
      message: expect.any(String),
      data: {
        id: expect.any(Number),
        email: account.email,
        username: account.username,
        name: account.name,
        picture: null,
        isOperator: false,
        language: null,
      },
    })
    const [row] = await app.db.select().from(users).where(eq(users.id, body.data.id))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(stringsIn(body)).not.toContain(row?.passwordHash)
  })

  it('keeps the interface language given at sign-up, and refuses one Pasar does not speak', async () => {
    const account = newAccount()
    const res = await postRegister(app, { ...account, language: 'id' })
    expect(res.statusCode).toBe(201)
    expect(res.json().data.language).toBe('id')

    const other = newAccount()
    const refused = await postRegister(app, { ...other, language: 'fr' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([
      { path: 'language', message: 'Language must be one of en, id' },
    ])
    const [row] = await app.db.select().from(users).where(eq(users.email, other.email))
    expect(row).toBeUndefined()
  })

  it('refuses an email that differs only in case with 409 on the email field', async () => {
    const first = newAccount()
    await register(app, first)
    const res = await postRegister(app, newAccount({ email: first.email.toUpperCase() }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'Email is already registered.',
      errors: [{ path: 'email', message: 'Email is already registered.' }],
    })
  })

  it('refuses a taken username with 409 on the username field', async () => {
    const first = newAccount()
    await register(app, first)
    const res = await postRegister(app, newAccount({ username: first.username.toUpperCase() }))
    expect(res.statusCode).toBe(409)
    expect(res.json().errors).toEqual([{ path: 'username', message: 'Username is already taken.' }])
  })

  it('takes short Indonesian names and usernames: Ani, agus', async () => {
    const suffix = Math.random().toString(36).slice(2, 8)
    const account = newAccount({ name: 'Ani', username: 'agus' })
    const taken = await postRegister(app, account)
    // 'agus' may be taken by an earlier run on the same database: a short username with a suffix.
    const res =
      taken.statusCode === 409
        ? await postRegister(app, { ...account, username: `agus.${suffix}` })
        : taken
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({ name: 'Ani' })
    const refused = await postRegister(app, newAccount({ name: 'A', username: 'budi-santoso' }))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must be at least 2 characters long' },
        {
          path: 'username',
          message: 'Username may only use letters, numbers, dots and underscores',
        },
      ]),
    )
  })

  it('answers 400 with the spec messages for invalid input and creates nothing', async () => {
    const res = await postRegister(app, INVALID_ACCOUNT)
    expect(res.statusCode).toBe(400)
    const messages = (res.json().errors as { path: string; message: string }[]).map(
      (e) => `${e.path}: ${e.message}`,
    )
    expect(messages).toEqual(
      expect.arrayContaining([
        'email: Please enter a valid email address.',
        'username: Username must be at least 3 characters long',
        'name: Name must be at least 2 characters long',
        'password: Password must be at least 6 characters long.',
      ]),
    )
    const rows = await app.db.select().from(users).where(eq(users.email, 'not-an-email'))
    expect(rows).toEqual([])
  })
})

describe('POST /login', () => {
  it('answers tokens and the user, and sets the refresh cookie httpOnly, SameSite=Lax, path /', async () => {
    const account = newAccount()
    const user = await register(app, account)
    const res = await postLogin(app, {
      email: account.email.toUpperCase(),
      password: account.password,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      data: user,
    })
    const cookie = refreshCookie(res)
    expect(cookie).toMatchObject({
      value: body.refreshToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    })
    expect(cookie).not.toHaveProperty('secure')
    const me = await getMe(app, { authorization: `Bearer ${body.accessToken}` })
    expect(me.json()).toEqual({ data: user })
  })

  it('refuses a wrong password or an unknown email with the same 401', async () => {
    const account = newAccount()
    await register(app, account)
    const wrong = await postLogin(app, { email: account.email, password: 'wrong-password' })
    const unknown = await postLogin(app, {
      email: 'nobody@example.com',
      password: 'wrong-password',
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(refreshCookie(wrong)).toBeUndefined()
  })

  it('refuses password sign-in to an account that only has Google', async () => {
    const account = newAccount()
    await app.db.insert(users).values({
      email: account.email,
      username: account.username,
      name: account.name,
      googleSub: 'google-only-sub',
    })
    const res = await postLogin(app, account)
    expect(res.statusCode).toBe(401)
  })

  it('never shows another user their email', async () => {
    const me = newAccount()
    const other = newAccount()
    await register(app, me)
    await register(app, other)
    const session = await login(app, me)
    const res = await getMe(app, { authorization: `Bearer ${session.accessToken}` })
    expect(res.body).not.toContain(other.email)
  })
})

describe('Secure cookie', async () => {
  const secure = await setupTestApp({ PUBLIC_URL: 'https://pasar.example.com' })
  it('marks the refresh cookie Secure when PUBLIC_URL is https', async () => {
    const account = newAccount()
    await register(secure.app, account)
    const res = await postLogin(secure.app, account)
    expect(refreshCookie(res)).toMatchObject({ secure: true, httpOnly: true })
  })
})
