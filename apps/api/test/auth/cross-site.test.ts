import { describe, expect, it } from 'vitest'
import { CROSS_SITE } from '../../src/modules/auth/same-origin.ts'
import { setupTestApp } from '../helpers/app.ts'
import { login, newAccount, register } from './helpers.ts'

const { app } = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '1000' })

async function session() {
  const account = newAccount()
  await register(app, account)
  return (await login(app, account)).refreshToken
}

type Url = '/logout' | '/refresh-token'

function post(url: Url, token: string, headers: Record<string, string>, payload?: string) {
  return app.inject({
    method: 'POST',
    url,
    cookies: { refresh_token: token },
    headers,
    ...(payload === undefined ? {} : { payload }),
  })
}

const json = { 'content-type': 'application/json' }
const multipart = 'multipart/form-data; boundary=x'
const form = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'

/** The cookie's session still works: a same-origin refresh is answered. */
async function stillValid(token: string) {
  const res = await post(
    '/refresh-token',
    token,
    { ...json, origin: 'http://localhost:3000' },
    '{}',
  )
  expect(res.statusCode).toBe(200)
}

describe('the cookie routes refuse another site', () => {
  for (const url of ['/logout', '/refresh-token'] as const) {
    it(`${url}: an Origin of another site is refused and the session stays valid`, async () => {
      const token = await session()
      const res = await post(url, token, { ...json, origin: 'https://evil.example' }, '{}')
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: CROSS_SITE })
      expect(res.cookies).toEqual([])
      await stillValid(token)
    })

    it(`${url}: an empty body from another site is refused`, async () => {
      const token = await session()
      const res = await post(url, token, { origin: 'https://evil.example' })
      expect(res.statusCode).toBe(403)
      await stillValid(token)
    })

    it(`${url}: a multipart body is refused, with or without an Origin`, async () => {
      const token = await session()
      const origins: Record<string, string>[] = [{}, { origin: 'https://evil.example' }]
      for (const origin of origins) {
        const res = await post(url, token, { 'content-type': multipart, ...origin }, form)
        expect(res.statusCode).toBe(403)
      }
      await stillValid(token)
    })

    it(`${url}: a browser saying cross-site (Sec-Fetch-Site) is refused`, async () => {
      const token = await session()
      const res = await post(url, token, { ...json, 'sec-fetch-site': 'cross-site' }, '{}')
      expect(res.statusCode).toBe(403)
      await stillValid(token)
    })

    it(`${url}: an opaque (null) origin is refused`, async () => {
      const token = await session()
      expect((await post(url, token, { ...json, origin: 'null' }, '{}')).statusCode).toBe(403)
      await stillValid(token)
    })
  }
})

describe('same-origin and programs keep working', () => {
  const ok = (url: Url) => (url === '/logout' ? 204 : 200)

  for (const url of ['/logout', '/refresh-token'] as const) {
    it(`${url}: from PUBLIC_URL's origin`, async () => {
      const headers = { ...json, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }
      expect((await post(url, await session(), headers, '{}')).statusCode).toBe(ok(url))
    })

    it(`${url}: from the address the app was opened with (a LAN address)`, async () => {
      const headers = { ...json, host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' }
      expect((await post(url, await session(), headers, '{}')).statusCode).toBe(ok(url))
    })

    it(`${url}: without Origin (a program), by cookie or body`, async () => {
      expect((await post(url, await session(), json, '{}')).statusCode).toBe(ok(url))
      const token = await session()
      const res = await app.inject({ method: 'POST', url, payload: { refreshToken: token } })
      expect(res.statusCode).toBe(ok(url))
    })
  }
})
