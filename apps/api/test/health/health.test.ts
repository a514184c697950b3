import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'

const { app } = await setupTestApp()

describe('GET /healthz', () => {
  it('answers ok when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })
})

describe('error contract', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found' })
  })
})
