import { describe, expect, it } from 'vitest'
import { INVALID_ACCOUNT, postRegister } from '../auth/helpers.ts'
import { setupTestApp } from '../helpers/app.ts'

const { app } = await setupTestApp()

describe('error contract', () => {
  it('answers invalid input with 400 and an error per field', async () => {
    const res = await postRegister(app, INVALID_ACCOUNT)
    expect(res.statusCode).toBe(400)
    const body = res.json<{ message: string; errors: { path: string; message: string }[] }>()
    expect(typeof body.message).toBe('string')
    const paths = body.errors.map((e) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['email', 'username', 'name', 'password']))
    for (const error of body.errors) expect(error.message).not.toBe('')
  })

  it('answers a body that is not JSON with a 400 JSON error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(typeof res.json<{ message: string }>().message).toBe('string')
  })

  it.each([
    ['GET', '/api/v1/no-such-thing'],
    ['POST', '/api/v1/products/123/nope'],
    ['DELETE', '/api/v2/anything'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const res = await app.inject({ method, url })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json()).toEqual({ message: 'Not found' })
  })

  it('answers a missing token on a protected call with a JSON 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/stores/user' })
    expect(res.statusCode).toBe(401)
    expect(typeof res.json<{ message: string }>().message).toBe('string')
  })

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/register']))
  })
})
