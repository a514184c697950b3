import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { parse as parseQuery } from 'node:querystring'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'
import { badRequest } from '../../../lib/http-error.ts'
import { localGoogleClient, LOCAL_GOOGLE_BASE } from './client.ts'
import { CONSENT_SCRIPT, consentPage } from './consent-page.ts'
import { loadSigningKey } from './keys.ts'

const CODE_AUDIENCE = 'pasar-local-google-code'
const CODE_TTL_SECONDS = 120
const ID_TOKEN_TTL_SECONDS = 3600

const consentBody = z.object({
  clientId: z.string(),
  name: z.string().trim().min(1, 'Please enter a name.').max(100),
  email: z.email('Please enter a valid email address.').max(254),
  emailVerified: z.boolean(),
})

const tokenBody = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1),
  client_id: z.string(),
  client_secret: z.string(),
  redirect_uri: z.literal('postmessage'),
})

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A stable Google-like subject per email, so the same test identity is the same account. */
function subjectFor(email: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex')}`)
  return `1${(digits % 10n ** 20n).toString().padStart(20, '0')}`
}

/**
 * The built-in identity provider used when GOOGLE_CLIENT_ID is unset (chosen in ../index.ts). It speaks Google's
 * authorization-code protocol: a consent popup hands a code to the opener, the token endpoint
 * trades it for a signed ID token, and the JWKS endpoint publishes the verifying key.
 */
export const localIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = localGoogleClient(app.config)
  const key = await loadSigningKey(app.config.dataDir)
  const schema = { hide: true, tags: ['local providers'] }

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseQuery(String(body))),
  )

  app.get(
    `${LOCAL_GOOGLE_BASE}/authorize`,
    {
      schema: {
        ...schema,
        querystring: z.object({ client_id: z.string(), state: z.string().max(200).default('') }),
      },
    },
    async (request, reply) => {
      if (request.query.client_id !== client.clientId) throw badRequest('Unknown client_id')
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          consentPage({
            state: request.query.state,
            clientId: client.clientId,
            scriptUrl: `${LOCAL_GOOGLE_BASE}/consent.js`,
          }),
        )
    },
  )

  app.get(`${LOCAL_GOOGLE_BASE}/consent.js`, { schema }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(CONSENT_SCRIPT),
  )

  app.post(
    `${LOCAL_GOOGLE_BASE}/authorize`,
    { schema: { ...schema, body: consentBody } },
    async (request) => {
      const { clientId, name, email, emailVerified } = request.body
      if (clientId !== client.clientId) throw badRequest('Unknown client_id')
      const code = await new SignJWT({ name, email, email_verified: emailVerified })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .setSubject(subjectFor(email))
        .setAudience(CODE_AUDIENCE)
        .setIssuer(client.issuer)
        .setIssuedAt()
        .setExpirationTime(`${CODE_TTL_SECONDS}s`)
        .sign(key.privateKey)
      return { code }
    },
  )

  app.post(`${LOCAL_GOOGLE_BASE}/token`, { schema }, async (request, reply) => {
    const parsed = tokenBody.safeParse(request.body)
    if (!parsed.success) return reply.status(400).send({ error: 'invalid_request' })
    const body = parsed.data
    if (
      body.client_id !== client.clientId ||
      !sameSecret(body.client_secret, client.clientSecret)
    ) {
      return reply.status(401).send({ error: 'invalid_client' })
    }
    let claims
    try {
      ;({ payload: claims } = await jwtVerify(body.code, key.publicKey, {
        audience: CODE_AUDIENCE,
        issuer: client.issuer,
      }))
    } catch {
      return reply.status(400).send({ error: 'invalid_grant' })
    }
    const idToken = await new SignJWT({
      email: claims.email,
      email_verified: claims.email_verified,
      name: claims.name,
      azp: client.clientId,
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setAudience(client.clientId)
      .setIssuer(client.issuer)
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
      .sign(key.privateKey)
    return reply.header('cache-control', 'no-store').send({
      access_token: randomBytes(24).toString('base64url'),
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: ID_TOKEN_TTL_SECONDS,
      scope: 'openid email profile',
    })
  })

  app.get(`${LOCAL_GOOGLE_BASE}/jwks`, { schema }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send({ keys: [key.publicJwk] }),
  )
}
