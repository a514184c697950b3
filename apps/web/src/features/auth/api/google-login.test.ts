import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '@/i18n/change-language.ts'
import { i18n } from '@/i18n/index.ts'
import { googleLogin } from './google-login.ts'

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('googleLogin', () => {
  it('sends the language on screen, which a new account starts with', async () => {
    const bodies: unknown[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)))
      return new Response(JSON.stringify({ accessToken: 't', refreshToken: 'r', data: {} }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    })
    await googleLogin('4/code')
    await changeLanguage('id')
    await googleLogin('4/code')
    expect(bodies).toEqual([
      { code: '4/code', language: 'en' },
      { code: '4/code', language: 'id' },
    ])
  })
})
