import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { passwordResetCodes, users } from '../../src/db/schema/index.ts'
import { INVALID_CODE, TOO_MANY_TRIES } from '../../src/modules/auth/password-reset.ts'
import { setupTestApp } from '../helpers/app.ts'
import { parseMail } from '../notifications/mime.ts'
import {
  codeIn,
  login,
  mailsTo,
  newAccount,
  postLogin,
  postRefresh,
  postRegister,
  register,
} from './helpers.ts'

const { app, dataDir } = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '1000' })

function forgot(email: string) {
  return app.inject({ method: 'POST', url: '/password/forgot', payload: { email } })
}

function reset(email: string, code: string, password = 'new-secret-1') {
  return app.inject({
    method: 'POST',
    url: '/password/reset',
    payload: { email, code, password, confirmPassword: password },
  })
}

/** Asks for a code and reads it from the mail the local mailer wrote. */
async function mailedCode(email: string): Promise<string> {
  const before = mailsTo(dataDir, email).length
  expect((await forgot(email)).statusCode).toBe(202)
  await expect.poll(() => mailsTo(dataDir, email).length).toBe(before + 1)
  const code = codeIn(mailsTo(dataDir, email).at(-1))
  if (!code) throw new Error('no code in the mail')
  return code
}

async function account() {
  const details = newAccount()
  const user = await register(app, details)
  return { ...details, id: user.id }
}

describe('POST /password/forgot', () => {
  it('answers 202 the same for a known and an unknown email, and mails only the known one', async () => {
    const known = await account()
    const a = await forgot(known.email)
    const b = await forgot('nobody-here@example.com')
    expect(a.statusCode).toBe(202)
    expect(b.statusCode).toBe(202)
    expect(a.json()).toEqual(b.json())
    await expect.poll(() => mailsTo(dataDir, known.email).length).toBe(1)
    expect(mailsTo(dataDir, 'nobody-here@example.com')).toEqual([])
    const mail = mailsTo(dataDir, known.email)[0] ?? ''
    expect(mail).toContain('Subject: Your Pasar password reset code')
    expect(codeIn(mail)).toMatch(/^[A-Z2-9]{6}$/)
  })

  it('stores the code hashed, with a 15-minute expiry', async () => {
    const person = await account()
    const code = await mailedCode(person.email)
    const [row] = await app.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, person.id))
    expect(row?.codeHash).not.toContain(code)
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)
  })

  it("writes the mail in the account's language: Indonesian once chosen", async () => {
    const details = newAccount()
    const res = await postRegister(app, { ...details, language: 'id' })
    expect(res.statusCode).toBe(201)
    expect((await forgot(details.email)).statusCode).toBe(202)
    await expect.poll(() => mailsTo(dataDir, details.email).length).toBe(1)
    const mail = parseMail(mailsTo(dataDir, details.email)[0] ?? '')
    expect(mail.subject).toBe('Kode reset kata sandi Pasar kamu')
    const code = /Kode reset kata sandi Pasar kamu: ([A-Z0-9]{6})/.exec(mail.text)?.[1] ?? ''
    // The file mailer ends a one-part message with a line break.
    expect(mail.text.trimEnd()).toBe(
      [
        `Halo ${details.name},`,
        '',
        `Kode reset kata sandi Pasar kamu: ${code}`,
        '',
        'Masukkan kode ini di http://localhost:3000/signin/reset-password dalam 15 menit. Kode hanya berlaku untuk satu kali pakai.',
        '',
        'Kalau kamu tidak meminta reset kata sandi, abaikan saja email ini.',
      ].join('\n'),
    )
    expect((await reset(details.email, code)).statusCode).toBe(204)
  })

  it('refuses an invalid email with the spec message', async () => {
    const res = await forgot('not-an-email')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please enter a valid email address.')
  })
})

describe('POST /password/reset', () => {
  it('sets the new password with the mailed code, and the code works once', async () => {
    const person = await account()
    const session = await login(app, person)
    const code = await mailedCode(person.email)
    expect((await reset(person.email, code.toLowerCase())).statusCode).toBe(204)
    await login(app, { email: person.email, password: 'new-secret-1' })
    const old = await postLogin(app, person)
    expect(old.statusCode).toBe(401)
    // Every earlier session ends with the reset.
    const refreshed = await postRefresh(app, session.refreshToken)
    expect(refreshed.statusCode).toBe(401)

    const again = await reset(person.email, code, 'third-secret')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      message: INVALID_CODE,
      errors: [{ path: 'code', message: INVALID_CODE }],
    })
  })

  it('refuses an expired code', async () => {
    const person = await account()
    const code = await mailedCode(person.email)
    await app.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, person.id))
    const res = await reset(person.email, code)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(INVALID_CODE)
    await login(app, person)
  })

  it('allows 5 tries: after 4 wrong codes the right one works, after 5 it no longer does', async () => {
    const lucky = await account()
    const luckyCode = await mailedCode(lucky.email)
    const wrong = luckyCode === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    for (let i = 0; i < 4; i++) {
      expect((await reset(lucky.email, wrong)).json().message).toBe(INVALID_CODE)
    }
    expect((await reset(lucky.email, luckyCode)).statusCode).toBe(204)

    const unlucky = await account()
    const code = await mailedCode(unlucky.email)
    const other = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    const messages: string[] = []
    for (let i = 0; i < 5; i++) messages.push((await reset(unlucky.email, other)).json().message)
    expect(messages).toEqual([
      INVALID_CODE,
      INVALID_CODE,
      INVALID_CODE,
      INVALID_CODE,
      TOO_MANY_TRIES,
    ])
    const right = await reset(unlucky.email, code)
    expect(right.statusCode).toBe(400)
    expect(right.json().message).toBe(TOO_MANY_TRIES)
    await login(app, unlucky)
  })

  it('replaces an earlier code when a new one is requested', async () => {
    const person = await account()
    const first = await mailedCode(person.email)
    const second = await mailedCode(person.email)
    if (first !== second) expect((await reset(person.email, first)).statusCode).toBe(400)
    expect((await reset(person.email, second)).statusCode).toBe(204)
  })

  it('refuses mismatched passwords and a code of the wrong length with the spec messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/password/reset',
      payload: {
        email: 'someone@example.com',
        code: '12345',
        password: 'new-secret-1',
        confirmPassword: 'new-secret-2',
      },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'code', message: 'Verification code must be 6 characters long' },
      ]),
    )
    const mismatch = await app.inject({
      method: 'POST',
      url: '/password/reset',
      payload: {
        email: 'someone@example.com',
        code: '123456',
        password: 'new-secret-1',
        confirmPassword: 'new-secret-2',
      },
    })
    expect(mismatch.json().errors).toEqual([
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ])
  })

  it('lets a Google-only account set a first password', async () => {
    const person = newAccount()
    const [row] = await app.db
      .insert(users)
      .values({
        email: person.email,
        username: person.username,
        name: person.name,
        googleSub: 'g-1',
      })
      .returning()
    expect(row).toBeDefined()
    const code = await mailedCode(person.email)
    expect((await reset(person.email, code)).statusCode).toBe(204)
    await login(app, { email: person.email, password: 'new-secret-1' })
  })
})
