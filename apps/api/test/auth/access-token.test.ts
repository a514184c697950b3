import { setTimeout as sleep } from 'node:timers/promises'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { getMe } from './helpers.ts'

const { app, config } = await setupTestApp()

describe('an access token', () => {
  it('known from an earlier call is refused once it expires', async () => {
    // Tokens verified once are known until they expire (plugins/auth.ts, ADR 0953): the expiry
    // still holds for a token seen before.
    const user = await createUser(app)
    const expiresAt = Math.floor(Date.now() / 1000) + 2
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer(config.publicUrl)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(config.jwtSecret))
    const me = () => getMe(app, { authorization: `Bearer ${token}` })
    expect((await me()).statusCode).toBe(200)
    // Waits for the token's own expiry, a wall-clock second boundary.
    await sleep(expiresAt * 1000 - Date.now() + 50)
    const late = await me()
    expect(late.statusCode).toBe(401)
    expect(late.json()).toMatchObject({ message: 'Session expired' })
  })
})
