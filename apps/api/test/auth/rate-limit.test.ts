import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { startRedis } from '../helpers/redis.ts'
import { canRun } from '../helpers/services.ts'
import { newAccount, register } from './helpers.ts'

const { app } = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '5' })

function attempt(url: string, payload: object, ip: string) {
  return app.inject({ method: 'POST', url, payload, remoteAddress: ip })
}

const wrong = (email: string) => ({ email, password: 'wrong-password' })
const RETRY = /^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/

describe('sign-in limit: 5 failed attempts a minute per IP+email, 50 per IP', () => {
  it('lets six successful sign-ins in a minute through', async () => {
    const account = newAccount()
    await register(app, account)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await attempt('/login', account, '203.0.113.10')).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200])
  })

  it('refuses the 6th attempt after 5 wrong passwords, even the right one, with Retry-After', async () => {
    const account = newAccount()
    await register(app, account)
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      statuses.push((await attempt('/login', wrong(account.email), '203.0.113.1')).statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    const res = await attempt('/login', account, '203.0.113.1')
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toMatch(RETRY)
    const retryAfter = Number(res.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(res.json().message).toContain(`in ${retryAfter} second`)
    // The email's case does not open a new budget.
    const upper = await attempt(
      '/login',
      { ...account, email: account.email.toUpperCase() },
      '203.0.113.1',
    )
    expect(upper.statusCode).toBe(429)
  })

  it('keeps other emails from the same IP, and the same email from other IPs, signing in', async () => {
    const victim = newAccount()
    const neighbour = newAccount()
    await register(app, victim)
    await register(app, neighbour)
    for (let i = 0; i < 6; i++) await attempt('/login', wrong(victim.email), '203.0.113.20')
    expect((await attempt('/login', victim, '203.0.113.20')).statusCode).toBe(429)
    // Someone guessing the victim's email elsewhere does not lock the victim out.
    expect((await attempt('/login', neighbour, '203.0.113.20')).statusCode).toBe(200)
    expect((await attempt('/login', victim, '198.51.100.7')).statusCode).toBe(200)
  })

  it('does not let a success clear the failures counted before it', async () => {
    const account = newAccount()
    await register(app, account)
    for (let i = 0; i < 4; i++) await attempt('/login', wrong(account.email), '203.0.113.30')
    expect((await attempt('/login', account, '203.0.113.30')).statusCode).toBe(200)
    expect((await attempt('/login', wrong(account.email), '203.0.113.30')).statusCode).toBe(401)
    expect((await attempt('/login', account, '203.0.113.30')).statusCode).toBe(429)
  })

  it('lets no more than 5 of 10 parallel wrong passwords through to the password check', async () => {
    const email = 'parallel@example.com'
    const results = await Promise.all(
      Array.from({ length: 10 }, () => attempt('/login', wrong(email), '203.0.113.70')),
    )
    const statuses = results.map((res) => res.statusCode).sort()
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429])
  })

  it('limits one IP to 50 failures a minute across emails', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 51; i++) {
      statuses.push(
        (await attempt('/login', wrong(`spray-${i}@example.com`), '203.0.113.40')).statusCode,
      )
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true)
    expect(statuses[50]).toBe(429)
  })

  it('counts refused Google sign-in codes against the IP', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 51; i++) {
      const res = await attempt('/auth/google', { code: `not-a-code-${i}` }, '203.0.113.60')
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true)
    expect(statuses[50]).toBe(429)
  })

  it('does not let a client pick its address with X-Forwarded-For (TRUST_PROXY is off)', async () => {
    const forged = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/login',
        payload: wrong('forged@example.com'),
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await forged(i)).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })
})

describe('other account routes (5 attempts a minute)', () => {
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

const hasRedis = canRun('redis-server')

describe.skipIf(!hasRedis)('with REDIS_URL', async () => {
  const env = { AUTH_RATE_LIMIT_MAX: '5', REDIS_URL: await startRedis() }
  const first = await setupTestApp(env)
  const second = await setupTestApp(env)

  it('holds the limit across two API processes sharing Redis, under clear key names', async () => {
    const login = (target: typeof first.app) =>
      target.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: '203.0.113.77',
        payload: wrong('shared@example.com'),
      })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await login(i % 2 ? second.app : first.app)).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])

    const client = new Redis(env.REDIS_URL)
    const keys = (await client.keys('*')).sort()
    await client.quit()
    expect(keys).toEqual([
      'pasar-rl:login:ip-email:203.0.113.77/shared@example.com',
      'pasar-rl:login:ip:203.0.113.77',
    ])
  })

  it('does not count successful sign-ins in Redis', async () => {
    const account = newAccount()
    await register(first.app, account)
    const statuses: number[] = []
    // The account lives in the first process's database; the counters are in Redis.
    const signIn = () =>
      first.app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: '203.0.113.78',
        payload: account,
      })
    for (let i = 0; i < 6; i++) statuses.push((await signIn()).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200])
  })
})
