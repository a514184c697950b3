import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, setSessionExpiredHandler } from './api-client.ts'
import { buildUser } from '@/testing/session.ts'
import { session } from './session.ts'

const user = buildUser({ id: 1 })

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** A scripted server: each call takes the next answer and records what was asked. */
function server(answers: Response[]) {
  const calls: { url: string; authorization?: string }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>
    calls.push({ url, authorization: headers.authorization })
    const next = answers.shift()
    if (!next) throw new Error(`unexpected call to ${url}`)
    return next
  })
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear()
  setSessionExpiredHandler(() => {})
})

describe('api client session expiry', () => {
  it('refreshes once on a 401 and repeats the call with the new token', async () => {
    session.signIn('old', user)
    const calls = server([
      json(401, { message: 'Session expired' }),
      json(200, { data: 'new' }),
      json(200, { ok: true }),
    ])
    await expect(api('/me')).resolves.toEqual({ ok: true })
    expect(calls.map((c) => [c.url, c.authorization])).toEqual([
      ['/me', 'Bearer old'],
      ['/refresh-token', undefined],
      ['/me', 'Bearer new'],
    ])
    expect(session.get().accessToken).toBe('new')
  })

  it('clears the session and reports the expiry when the refresh fails', async () => {
    session.signIn('old', user)
    const expired = vi.fn()
    setSessionExpiredHandler(expired)
    server([
      json(401, { message: 'Session expired' }),
      json(401, { message: 'Invalid refresh token' }),
    ])
    await expect(api('/api/v1/carts')).rejects.toBeInstanceOf(ApiError)
    expect(session.get()).toEqual({ user: null, accessToken: null })
    expect(JSON.parse(localStorage.getItem('root') ?? '{}')).toEqual({
      version: 1,
      auth: { data: null, token: null },
    })
    expect(expired).toHaveBeenCalledOnce()
  })

  it('passes a visitor’s 401 on without trying to refresh', async () => {
    const calls = server([json(401, { message: 'Unauthorized' })])
    await expect(api('/api/v1/carts')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    })
    expect(calls).toHaveLength(1)
  })
})
