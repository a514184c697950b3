import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createStore, createUser } from '../helpers/builders.ts'
import { startS3 } from '../helpers/s3.ts'
import { pictureForm, postPicture } from '../auth/helpers.ts'
import { electronics, image, productForm, validFields } from './support.ts'

// Product pictures in an S3-compatible bucket (STORAGE=s3): stored there, loaded from its
// public URL, removed from it when replaced.
const s3 = await startS3()
const { app, config } = await setupTestApp(s3.env)
await electronics(app)
const owner = await createUser(app)
const store = await createStore(app, owner.id)

describe('S3 storage', () => {
  it('stores uploaded pictures in the bucket and answers their public URLs', async () => {
    expect(config.storage.kind).toBe('s3')
    const created = await app.inject({
      method: 'POST',
      url: `/api/v1/stores/${store.slug}/products`,
      headers: owner.auth,
      payload: productForm(validFields, [{ bytes: await image('png') }]),
    })
    expect(created.statusCode).toBe(201)
    const [url = ''] = created.json().data.images as string[]
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true)

    const file = await fetch(url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\//)
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0)
  })

  it('removes a replaced profile picture from the bucket', async () => {
    const picture = pictureForm(await image('png', { width: 300, height: 200 }))
    const uploaded = await postPicture(app, owner.auth, picture)
    expect(uploaded.statusCode).toBe(200)
    const url = uploaded.json().data.picture as string
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true)
    expect((await fetch(url)).status).toBe(200)

    const removed = await app.inject({ method: 'DELETE', url: '/me/picture', headers: owner.auth })
    expect(removed.statusCode).toBe(200)
    expect((await fetch(url)).status).toBe(404)
  })
})
