import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { newAccount, register } from './helpers.ts'

const { app } = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '5' })

function attempt(url: string, payload: Record<string, string>, ip: string) {
  return app.inject({ method: 'POST', url, payload, remoteAddress: ip })
}

describe('auth rate limit (5 a minute)', () => {
  it('answers the 6th sign-in from one IP with 429, a clear message and Retry-After', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await attempt(
        '/login',
        { email: `someone-${i}@example.com`, password: 'wrong-password' },
        '203.0.113.1',
      )
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    const res = await attempt(
      '/login',
      { email: 'another@example.com', password: 'wrong-password' },
      '203.0.113.1',
    )
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    )
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not affected.
    const other = await attempt(
      '/login',
      { email: 'another@example.com', password: 'wrong-password' },
      '203.0.113.2',
    )
    expect(other.statusCode).toBe(401)
  })

  it('does not let a client pick its address with X-Forwarded-For (TRUST_PROXY is off)', async () => {
    const forged = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: `forged-${i}@example.com`, password: 'wrong-password' },
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await forged(i)).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('limits sign-ins per email across IPs, and refuses even the right password then', async () => {
    const account = newAccount()
    await register(app, account)
    for (let i = 0; i < 5; i++) {
      await attempt(
        '/login',
        { email: account.email, password: 'wrong-password' },
        `198.51.100.${i}`,
      )
    }
    const res = await attempt(
      '/login',
      { email: account.email.toUpperCase(), password: account.password },
      '198.51.100.99',
    )
    expect(res.statusCode).toBe(429)
  })

  it('limits /password/forgot and /password/reset per email', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await attempt('/password/forgot', { email: 'victim@example.com' }, `192.0.2.${i}`)
      expect(res.statusCode).toBe(202)
    }
    const forgot = await attempt('/password/forgot', { email: 'victim@example.com' }, '192.0.2.50')
    expect(forgot.statusCode).toBe(429)

    const body = {
      email: 'victim@example.com',
      code: 'ABCDEF',
      password: 'abcdef',
      confirmPassword: 'abcdef',
    }
    for (let i = 0; i < 5; i++) {
      expect((await attempt('/password/reset', body, `192.0.2.${100 + i}`)).statusCode).toBe(400)
    }
    expect((await attempt('/password/reset', body, '192.0.2.200')).statusCode).toBe(429)
  })
})

const hasRedis = spawnSync('redis-server', ['--version']).status === 0

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

describe.skipIf(!hasRedis)('with REDIS_URL', async () => {
  const port = await freePort()
  const redis: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  afterAll(() => {
    redis.kill('SIGTERM')
  })
  await new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 10_000
    const probe = () => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve()
      })
      socket.on('error', () =>
        Date.now() > deadline ? reject(new Error('redis did not start')) : setTimeout(probe, 50),
      )
    }
    probe()
  })
  const env = { AUTH_RATE_LIMIT_MAX: '5', REDIS_URL: `redis://127.0.0.1:${port}` }
  const first = await setupTestApp(env)
  const second = await setupTestApp(env)

  it('holds the limit across two API processes sharing Redis', async () => {
    const login = (target: typeof first.app, i: number) =>
      target.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: '203.0.113.77',
        payload: { email: `shared-${i}@example.com`, password: 'wrong-password' },
      })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await login(i % 2 ? second.app : first.app, i)).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })
})
