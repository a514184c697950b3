import {
  createRemoteJWKSet,
  customFetch,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose'
import { HttpError } from '../../lib/http-error.ts'
import type { IdentityProvider, VerifiedIdentity } from './port.ts'

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

export interface OidcClientSettings {
  clientId: string
  clientSecret: string
  tokenUrl: string
  jwksUrl: string
  issuers: string[]
  fetch: FetchLike
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com']

const failed = (reason: string) => new HttpError(401, `Google sign-in failed: ${reason}.`)

function reasonOf(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'the ID token has expired'
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'the ID token was issued for another application'
    if (error.claim === 'iss') return 'the ID token comes from an unexpected issuer'
    return `the ID token's ${error.claim} claim is invalid`
  }
  if (
    error instanceof joseErrors.JWSSignatureVerificationFailed ||
    error instanceof joseErrors.JWKSNoMatchingKey
  ) {
    return 'the ID token signature is invalid'
  }
  return 'the ID token could not be verified'
}

function toIdentity(payload: JWTPayload): VerifiedIdentity {
  const { sub, email, name, picture } = payload
  // Older Google tokens carry the flag as a string.
  const verified = payload.email_verified === true || payload.email_verified === 'true'
  if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || email === '') {
    throw failed('the ID token has no subject or email')
  }
  if (!verified) throw failed('Google has not verified this email address')
  return {
    sub,
    email: email.toLowerCase(),
    name:
      typeof name === 'string' && name.trim() !== '' ? name.trim() : (email.split('@')[0] ?? ''),
    picture: typeof picture === 'string' && picture.startsWith('https://') ? picture : null,
  }
}

/**
 * The one server code path for Google and the local twin (./local): exchange the code at the token
 * endpoint (redirect_uri 'postmessage', as Google's popup code client requires), then verify the
 * ID token's signature against the JWKS and its aud, iss, exp and email_verified claims.
 */
export function oidcCodeProvider(settings: OidcClientSettings): IdentityProvider {
  const jwks = createRemoteJWKSet(new URL(settings.jwksUrl), {
    [customFetch]: (url, init) => settings.fetch(url, init as RequestInit),
  })
  return {
    clientId: settings.clientId,
    async exchangeCode(code) {
      let idToken: unknown
      try {
        const response = await settings.fetch(settings.tokenUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            code,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            redirect_uri: 'postmessage',
            grant_type: 'authorization_code',
          }).toString(),
          signal: AbortSignal.timeout(10_000),
        })
        if (!response.ok) throw failed('the sign-in code was refused')
        idToken = ((await response.json()) as { id_token?: unknown }).id_token
      } catch (error) {
        if (error instanceof HttpError) throw error
        throw new HttpError(502, 'Google sign-in is unavailable right now. Please try again.')
      }
      if (typeof idToken !== 'string') throw failed('no ID token was returned')
      let payload: JWTPayload
      try {
        ;({ payload } = await jwtVerify(idToken, jwks, {
          audience: settings.clientId,
          issuer: settings.issuers,
          algorithms: ['RS256'],
          clockTolerance: 30,
          requiredClaims: ['exp', 'iat', 'sub'],
        }))
      } catch (error) {
        throw failed(reasonOf(error))
      }
      return toIdentity(payload)
    },
  }
}
