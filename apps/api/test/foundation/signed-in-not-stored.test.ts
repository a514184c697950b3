import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { login, newAccount, register } from '../auth/helpers.ts'

const { app } = await setupTestApp()
const user = await createUser(app)

describe('answers to a signed-in user are not stored', () => {
  it('a bearer token: no-store on reads, writes and refusals', async () => {
    for (const url of ['/me', '/api/v1/carts', '/api/v1/orders', '/api/v1/stores/user']) {
      const res = await app.inject({ url, headers: user.auth })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
    const missing = await app.inject({ url: '/api/v1/orders/999999', headers: user.auth })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-store')
  })

  it('the session cookie: the refreshed tokens are not stored', async () => {
    const account = newAccount()
    await register(app, account)
    const { refreshToken } = await login(app, account)
    const res = await app.inject({
      method: 'POST',
      url: '/refresh-token',
      cookies: { refresh_token: refreshToken },
      payload: {},
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('a public catalogue answer keeps its caching, for a visitor and a signed-in user', async () => {
    const visitor = await app.inject({ url: '/api/v1/products/categories' })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.headers['cache-control']).toBeUndefined()
    const robots = await app.inject({ url: '/robots.txt', headers: user.auth })
    expect(robots.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('a token whose signature fails does not count as signed in', async () => {
    const res = await app.inject({
      url: '/api/v1/products/categories',
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(res.headers['cache-control']).toBeUndefined()
  })
})
