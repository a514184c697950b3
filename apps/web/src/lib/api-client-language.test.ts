import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { api } from './api-client.ts'

// Answers that name categories come in the language asked (docs/decisions/1011).
describe('api client language', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it('asks in the interface language, and follows a change of it', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      asked.push((init.headers as Record<string, string>)['accept-language'] ?? '')
      return new Response('{"data":[]}', { headers: { 'content-type': 'application/json' } })
    })
    await i18n.changeLanguage('id')
    await api('/api/v1/products/categories')
    await i18n.changeLanguage('en')
    await api('/api/v1/products/categories')
    expect(asked).toEqual(['id', 'en'])
  })
})
