import { LOCAL_GOOGLE_CLIENT_ID } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { LOCAL_PROVIDER_PATHS } from '../../src/modules/config/public-config.ts'
import { setupTestApp } from '../helpers/app.ts'
import { newAccount, register } from './helpers.ts'

const { app } = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '1000' })
const clientId = LOCAL_PROVIDER_PATHS.googleClientId

async function consent(identity: { name: string; email: string; emailVerified?: boolean }) {
  const res = await app.inject({
    method: 'POST',
    url: '/local/google/authorize',
    payload: { clientId, emailVerified: true, ...identity },
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as { code: string }).code
}

const signIn = (code: string) =>
  app.inject({ method: 'POST', url: '/auth/google', payload: { code } })

describe('local identity provider (no GOOGLE_CLIENT_ID)', () => {
  it('announces its client id in GET /api/v1/config', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(res.json().data.google.clientId).toBe(clientId)
    expect(clientId).toBe(LOCAL_GOOGLE_CLIENT_ID)
  })

  it('serves a consent page listing test identities, with its script from this origin', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/local/google/authorize?client_id=${clientId}&state=abc123`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('Choose an account')
    expect(res.body).toContain('shopper@pasar.test')
    expect(res.body).toContain('data-state="abc123"')
    expect(res.body).toContain('<script src="/local/google/consent.js">')
    const script = await app.inject({ method: 'GET', url: '/local/google/consent.js' })
    expect(script.headers['content-type']).toContain('javascript')
    expect(script.body).toContain('postMessage')
  })

  it('refuses an unknown client id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/local/google/authorize?client_id=someone-else',
    })
    expect(res.statusCode).toBe(400)
  })

  it('signs in a typed identity through code exchange and ID token verification', async () => {
    const code = await consent({ name: 'Rina Kusuma', email: 'Rina.Local@Example.com' })
    const res = await signIn(code)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ email: 'rina.local@example.com', name: 'Rina Kusuma' })
    // The same identity is the same account next time.
    const again = await signIn(await consent({ name: 'Rina K', email: 'rina.local@example.com' }))
    expect(again.json().data.id).toBe(res.json().data.id)
  })

  it('links to an existing password account with that email', async () => {
    const account = newAccount()
    const user = await register(app, account)
    const res = await signIn(await consent({ name: account.name, email: account.email }))
    expect(res.json().data.id).toBe(user.id)
  })

  it('refuses an identity whose email is marked unverified', async () => {
    const res = await signIn(
      await consent({
        name: 'Unverified Person',
        email: 'unverified@example.com',
        emailVerified: false,
      }),
    )
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe(
      'Google sign-in failed: Google has not verified this email address.',
    )
  })

  it('refuses a tampered code', async () => {
    const code = await consent({ name: 'Some Person', email: 'some.person@example.com' })
    const [header, payload, signature] = code.split('.')
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object
    const tampered = Buffer.from(
      JSON.stringify({ ...forged, email: 'admin@example.com' }),
    ).toString('base64url')
    const res = await signIn(`${header}.${tampered}.${signature}`)
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Google sign-in failed: the sign-in code was refused.')
  })

  it('refuses token requests with a wrong client secret or redirect_uri', async () => {
    const code = await consent({ name: 'Some Person', email: 'some.person@example.com' })
    const token = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/local/google/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: clientId,
          client_secret: 'guess',
          redirect_uri: 'postmessage',
          ...fields,
        }).toString(),
      })
    expect((await token({})).statusCode).toBe(401)
    expect((await token({ redirect_uri: 'https://evil.example.com' })).statusCode).toBe(400)
  })

  it('publishes only the public key in its JWKS', async () => {
    const res = await app.inject({ method: 'GET', url: '/local/google/jwks' })
    const [key] = res.json().keys as Record<string, string>[]
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(key).not.toHaveProperty('d')
    expect(key).not.toHaveProperty('p')
  })
})

describe('with Google configured', async () => {
  const real = await setupTestApp({ GOOGLE_CLIENT_ID: 'real-id', GOOGLE_CLIENT_SECRET: 'secret' })
  it('does not serve the local provider', async () => {
    const res = await real.app.inject({
      method: 'GET',
      url: `/local/google/authorize?client_id=${clientId}`,
    })
    expect(res.statusCode).toBe(404)
  })
})
