import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { getMe, login, newAccount, patchMe, postLogin, postRefresh, register } from './helpers.ts'

const { app } = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '1000' })

const changePassword = (auth: { authorization: string }, payload: object) =>
  app.inject({ method: 'POST', url: '/me/password', headers: auth, payload })

async function signedIn() {
  const account = newAccount()
  const user = await register(app, account)
  const session = await login(app, account)
  return { account, user, session, auth: { authorization: `Bearer ${session.accessToken}` } }
}

describe('GET /me', () => {
  it('answers 401 without a token and with a bad one', async () => {
    const none = await app.inject({ method: 'GET', url: '/me' })
    expect(none.statusCode).toBe(401)
    const bad = await getMe(app, { authorization: 'Bearer nonsense' })
    expect(bad.statusCode).toBe(401)
  })
})

describe('PATCH /me', () => {
  it('changes name and picture and answers the user', async () => {
    const { user, auth } = await signedIn()
    const res = await patchMe(app, auth, {
      name: 'Putri Ayu Lestari',
      picture: 'https://example.com/putri.png',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: { ...user, name: 'Putri Ayu Lestari', picture: 'https://example.com/putri.png' },
    })
    const me = await getMe(app, auth)
    expect(me.json().data.name).toBe('Putri Ayu Lestari')
  })

  it('removes the picture when it is sent empty, keeps it when left out', async () => {
    const { auth } = await signedIn()
    await patchMe(app, auth, { name: 'Putri Ayu', picture: 'https://example.com/p.png' })
    const kept = await patchMe(app, auth, { name: 'Putri Ayu Dua' })
    expect(kept.json().data.picture).toBe('https://example.com/p.png')
    const removed = await patchMe(app, auth, { name: 'Putri Ayu Dua', picture: '' })
    expect(removed.json().data.picture).toBeNull()
  })

  it('refuses a short name or a picture that is not a URL, and changes nothing', async () => {
    const { user, auth } = await signedIn()
    const res = await patchMe(app, auth, { name: 'A', picture: 'javascript:alert(1)' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must be at least 2 characters long' },
      ]),
    )
    const me = await getMe(app, auth)
    expect(me.json().data).toEqual(user)
  })

  it('keeps the language: answered by PATCH and GET /me, left alone when not sent', async () => {
    const { user, auth } = await signedIn()
    expect(user.language).toBeNull()
    const patch = (payload: object) => patchMe(app, auth, payload)

    const chosen = await patch({ name: user.name, language: 'id' })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json()).toEqual({ data: { ...user, language: 'id' } })
    const me = await getMe(app, auth)
    expect(me.json()).toEqual({ data: { ...user, language: 'id' } })

    const renamed = await patch({ name: 'Putri Ayu Lestari' })
    expect(renamed.json().data).toMatchObject({ name: 'Putri Ayu Lestari', language: 'id' })
    const back = await patch({ name: 'Putri Ayu Lestari', language: 'en' })
    expect(back.json().data.language).toBe('en')
  })

  it.each([['fr'], ['ID'], [''], [null], [1], [['id']]])(
    'refuses the language %j with 400 on that field, and changes nothing',
    async (language) => {
      const { user, auth } = await signedIn()
      await patchMe(app, auth, { name: user.name, language: 'id' })
      const res = await patchMe(app, auth, { name: 'Putri Ayu Lestari', language })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual([
        { path: 'language', message: 'Language must be one of en, id' },
      ])
      const me = await getMe(app, auth)
      expect(me.json().data).toEqual({ ...user, language: 'id' })
    },
  )

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/me', payload: { name: 'Someone Else' } })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST /me/password', () => {
  it('changes the password: the old one stops working, the new one works', async () => {
    const { account, auth } = await signedIn()
    const res = await changePassword(auth, {
      currentPassword: account.password,
      newPassword: 'battery-staple',
    })
    expect(res.statusCode).toBe(204)
    const old = await postLogin(app, account)
    expect(old.statusCode).toBe(401)
    await login(app, { email: account.email, password: 'battery-staple' })
  })

  it('signs out the other sessions but keeps the one that changed the password', async () => {
    const { account, session, auth } = await signedIn()
    const other = await login(app, account)
    await app.inject({
      method: 'POST',
      url: '/me/password',
      headers: auth,
      cookies: { refresh_token: session.refreshToken },
      payload: { currentPassword: account.password, newPassword: 'battery-staple' },
    })
    expect((await postRefresh(app, other.refreshToken)).statusCode).toBe(401)
    expect((await postRefresh(app, session.refreshToken)).statusCode).toBe(200)
  })

  it('refuses a wrong current password with 400 on that field', async () => {
    const { account, auth } = await signedIn()
    const res = await changePassword(auth, {
      currentPassword: 'not-my-password',
      newPassword: 'battery-staple',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { path: 'currentPassword', message: 'Current password is incorrect.' },
    ])
    await login(app, account)
  })

  it('refuses a new password shorter than 6', async () => {
    const { account, auth } = await signedIn()
    const res = await changePassword(auth, {
      currentPassword: account.password,
      newPassword: '12345',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { path: 'newPassword', message: 'Password must be at least 6 characters long.' },
    ])
  })

  it('tells a Google-only account to set a password by reset instead', async () => {
    const user = await createUser(app, { googleSub: 'sub-without-password' })
    const res = await changePassword(user.auth, {
      currentPassword: 'anything',
      newPassword: 'battery-staple',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/Reset password/)
  })
})
