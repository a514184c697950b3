import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'
import { afterAll } from 'vitest'

export const CLIENT_ID = 'test-client.apps.googleusercontent.com'
export const CLIENT_SECRET = 'test-client-secret'
const KID = 'test-key-1'

/**
 * Google's token and JWKS endpoints for tests, on a real local HTTP server. `codeFor` registers
 * the ID token the token endpoint hands out for a code.
 */
export async function startFakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const stranger = await generateKeyPair('RS256')
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] }
  const codes = new Map<string, string>()
  const requests: URLSearchParams[] = []

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      if (req.method === 'GET' && req.url === '/certs') return res.end(JSON.stringify(jwks))
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(raw)
        requests.push(form)
        const idToken = codes.get(form.get('code') ?? '')
        const clientOk =
          form.get('client_id') === CLIENT_ID && form.get('client_secret') === CLIENT_SECRET
        if (!idToken || !clientOk || form.get('redirect_uri') !== 'postmessage') {
          res.statusCode = 400
          return res.end(JSON.stringify({ error: 'invalid_grant' }))
        }
        return res.end(JSON.stringify({ id_token: idToken, access_token: 'at', expires_in: 3599 }))
      }
      res.statusCode = 404
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  async function sign(claims: JWTPayload, options: { key?: CryptoKey; expiresIn?: string } = {}) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey)
  }

  return {
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_JWKS_URL: `${base}/certs`,
    },
    requests,
    strangerKey: stranger.privateKey,
    /** Signs an ID token (Google's issuer and our audience unless overridden) behind a new code. */
    async codeFor(claims: JWTPayload, options: { key?: CryptoKey; expiresIn?: string } = {}) {
      const code = `4/${randomBytes(12).toString('base64url')}`
      codes.set(
        code,
        await sign({ iss: 'https://accounts.google.com', aud: CLIENT_ID, ...claims }, options),
      )
      return code
    },
  }
}
