import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { getMe, login, newAccount, register } from './helpers.ts'

const operator = newAccount()
const { app } = await setupTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  ADMIN_EMAILS: ` other@example.com , ${operator.email.toUpperCase()} `,
})

describe('operators (ADMIN_EMAILS)', () => {
  it('marks the user whose email is listed, whatever its case, and nobody else', async () => {
    expect((await register(app, operator)).isOperator).toBe(true)
    const session = await login(app, operator)
    expect(session.data.isOperator).toBe(true)
    const me = await getMe(app, { authorization: `Bearer ${session.accessToken}` })
    expect(me.json().data.isOperator).toBe(true)

    const shopper = newAccount()
    expect((await register(app, shopper)).isOperator).toBe(false)
    expect((await login(app, shopper)).data.isOperator).toBe(false)
  })
})
