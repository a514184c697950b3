import { describe, expect, it } from 'vitest'
import { CHARSET_MESSAGE } from '../../src/plugins/strict-input.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { getMe } from '../auth/helpers.ts'

const { app } = await setupTestApp()
const user = await createUser(app)

const send = (type: string, payload: Buffer | string) =>
  app.inject({
    method: 'PATCH',
    url: '/me',
    headers: { ...user.auth, 'content-type': type },
    payload,
  })

const name = async () => (await getMe(app, user.auth)).json().data.name

describe('JSON bodies are UTF-8', () => {
  it('refuses a JSON body labelled utf-16 (or any other charset) with 415, changing nothing', async () => {
    const before = await name()
    const utf16 = Buffer.from('{"name":"Siti Rahayu"}', 'utf16le')
    for (const type of [
      'application/json; charset=utf-16',
      'application/json;charset=UTF-16LE',
      'application/json; charset="iso-8859-1"',
      'application/merge-patch+json; charset=windows-1252',
    ]) {
      const res = await send(type, type.includes('16') ? utf16 : '{"name":"Siti Rahayu"}')
      expect(res.statusCode, type).toBe(415)
      expect(res.json()).toEqual({ message: CHARSET_MESSAGE })
    }
    expect(await name()).toBe(before)
  })

  it('reads JSON labelled utf-8, in any spelling, or with no charset', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset="UTF-8"',
      'application/json;charset=utf8',
    ]) {
      const res = await send(type, JSON.stringify({ name: 'Siti Rahayu' }))
      expect(res.statusCode, type).toBe(200)
    }
    expect(await name()).toBe('Siti Rahayu')
  })
})
