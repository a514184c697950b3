import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { errorLogInto, setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { getMe } from './helpers.ts'

// Two processes behind one load balancer share a database and JWT_SECRET, but the second was
// given another PUBLIC_URL: the first's tokens name another issuer.
const first = await setupTestApp()
const logLines: { level: number; msg: string; expectedIssuer?: string; tokenIssuer?: string }[] = []
const second = await buildApp({
  config: { ...first.config, publicUrl: 'http://10.0.0.2:3000' },
  database: first.database,
  logger: errorLogInto(logLines),
})
await second.ready()
afterAll(() => second.close())

describe('a token from a process with another PUBLIC_URL', () => {
  it('is refused, and the error log names both issuers and the shared settings', async () => {
    const user = await createUser(first.app)
    const token = await first.app.signAccessToken(user.id)
    const res = await getMe(second, { authorization: `Bearer ${token}` })
    expect(res.statusCode).toBe(401)
    const line = logLines.find((l) => l.msg.includes('issued under another PUBLIC_URL'))
    expect(line).toMatchObject({
      level: 50,
      expectedIssuer: 'http://10.0.0.2:3000',
      tokenIssuer: 'http://localhost:3000',
    })
    expect(line?.msg).toContain('PUBLIC_URL and JWT_SECRET')
  })

  it('is accepted by a process with the same PUBLIC_URL', async () => {
    const user = await createUser(first.app)
    const token = await first.app.signAccessToken(user.id)
    const res = await getMe(first.app, { authorization: `Bearer ${token}` })
    expect(res.statusCode).toBe(200)
  })
})
