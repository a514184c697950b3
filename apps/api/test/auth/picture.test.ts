import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { getMe, patchMe, pictureForm, postPicture } from './helpers.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { filesUnder, image } from '../stores/support.ts'

const { app, dataDir } = await setupTestApp()
const avatars = path.join(dataDir, 'uploads', 'avatars')

const FORMAT = 'Invalid image format. Only JPEG, JPG, PNG, and WEBP are allowed.'
const PICTURE_URL = /\/uploads\/avatars\/[0-9a-f]{24}\/1024\.webp$/

const upload = (user: TestUser, payload: FormData) => postPicture(app, user.auth, payload)

const me = async (user: TestUser) => (await getMe(app, user.auth)).json().data

const pathOf = (url: string) => new URL(url, 'http://localhost').pathname

describe('POST /me/picture', () => {
  it('re-encodes the upload to WebP, serves it and makes it the picture', async () => {
    const user = await createUser(app)
    const res = await upload(user, pictureForm(await image('png', { width: 300, height: 200 })))
    expect(res.statusCode, res.body).toBe(200)
    const { picture } = res.json().data
    expect(picture).toMatch(PICTURE_URL)
    expect((await me(user)).picture).toBe(picture)
    const served = await app.inject({ url: pathOf(picture) })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.toString('latin1', 8, 12)).toBe('WEBP')
  })

  it('replaces an uploaded picture and deletes the old files; DELETE clears it', async () => {
    const user = await createUser(app)
    const first = (await upload(user, pictureForm(await image('jpeg')))).json().data.picture
    const firstFiles = filesUnder(avatars).filter((file) =>
      first.includes(path.basename(path.dirname(file))),
    )
    expect(firstFiles).toHaveLength(3)
    const second = await upload(user, pictureForm(await image('webp'), 'picture', 'image/webp'))
    expect(second.statusCode).toBe(200)
    expect(second.json().data.picture).not.toBe(first)
    expect((await app.inject({ url: pathOf(first) })).statusCode).toBe(404)

    const removed = await app.inject({ method: 'DELETE', url: '/me/picture', headers: user.auth })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data).toMatchObject({ id: user.id, picture: null })
    expect((await me(user)).picture).toBeNull()
    expect((await app.inject({ url: pathOf(second.json().data.picture) })).statusCode).toBe(404)
  })

  it('refuses other bytes with 415, a file over 5 MB with 413, no file with 400, and keeps the picture', async () => {
    const user = await createUser(app)
    const kept = (await upload(user, pictureForm(await image('png')))).json().data.picture
    const before = filesUnder(avatars).length
    const gif = await image('gif')
    const script = Buffer.from('<script>alert(1)</script>')
    const corrupt = Buffer.concat([(await image('png')).subarray(0, 40), Buffer.alloc(200, 7)])
    for (const bytes of [gif, script, corrupt]) {
      const res = await upload(user, pictureForm(bytes))
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual({
        message: FORMAT,
        errors: [{ path: 'picture', message: FORMAT }],
      })
    }
    const big = await image('png', { width: 1400, height: 1400, noise: true })
    const tooBig = await upload(user, pictureForm(big))
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().message).toBe('File size should not exceed 5MB.')
    const none = await upload(user, new FormData())
    expect(none.statusCode).toBe(400)
    const wrongField = await upload(user, pictureForm(await image('png'), 'images'))
    expect(wrongField.statusCode).toBe(400)
    expect(filesUnder(avatars).length).toBe(before)
    expect((await me(user)).picture).toBe(kept)
  })

  it('needs a signed-in user', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/me/picture',
      payload: pictureForm(await image('png')),
    })
    expect(res.statusCode).toBe(401)
    expect((await app.inject({ method: 'DELETE', url: '/me/picture' })).statusCode).toBe(401)
  })
})

describe('PATCH /me picture', () => {
  const patch = (user: TestUser, picture: unknown) =>
    patchMe(app, user.auth, { name: 'Putri Ayu', picture })

  it('accepts an https address or null', async () => {
    const user = await createUser(app)
    const set = await patch(user, 'https://cdn.example.com/putri.png')
    expect(set.statusCode).toBe(200)
    expect(set.json().data.picture).toBe('https://cdn.example.com/putri.png')
    const cleared = await patch(user, null)
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json().data.picture).toBeNull()
  })

  it.each([
    'javascript:alert(1)',
    'http://example.com/putri.png',
    'data:image/png;base64,AAAA',
    '/uploads/avatars/x.webp',
  ])('refuses %s with 400 on the picture field and changes nothing', async (picture) => {
    const user = await createUser(app, { picture: 'https://cdn.example.com/before.png' })
    const res = await patch(user, picture)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { path: 'picture', message: 'Picture must be an https:// address.' },
    ])
    expect(await me(user)).toMatchObject({ picture: 'https://cdn.example.com/before.png' })
  })
})
