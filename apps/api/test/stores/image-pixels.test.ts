import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { IMAGE_TOO_LARGE, MAX_INPUT_PIXELS } from '../../src/lib/product-images.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createStore, createUser } from '../helpers/builders.ts'
import { completedLine, postReview, reviewForm } from '../reviews/support.ts'
import { electronics, filesUnder, image, productForm, validFields } from './support.ts'
import { getMe, pictureForm, postPicture } from '../auth/helpers.ts'

// The local payment twin's notification reaches the listening app (the review's paid order).
const { app, dataDir } = await setupListeningApp()
await electronics(app)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid all-black greyscale PNG of the given size: a few hundred KB for 81 megapixels. */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale, no interlace
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const huge = blackPng(9000, 9000)
const refusal = (field: string) => ({
  message: IMAGE_TOO_LARGE,
  errors: [{ path: field, message: IMAGE_TOO_LARGE }],
})

describe('images over 40 megapixels are refused before they are decoded', () => {
  it('the test image is a real 81-megapixel PNG of a few hundred KB', async () => {
    expect(huge.length).toBeLessThan(500_000)
    expect(await sharp(huge).metadata()).toMatchObject({ width: 9000, height: 9000 })
    expect(9000 * 9000).toBeGreaterThan(MAX_INPUT_PIXELS)
  })

  it('a product picture: 400, nothing stored', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id)
    const before = filesUnder(dataDir).length
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/stores/${store.slug}/products`,
      headers: owner.auth,
      payload: productForm(validFields, [{ bytes: await image('png') }, { bytes: huge }]),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(refusal('images'))
    expect(filesUnder(dataDir).length).toBe(before)
  })

  it('a profile picture: 400, the picture unchanged', async () => {
    const user = await createUser(app)
    const res = await postPicture(app, user.auth, pictureForm(huge))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(refusal('picture'))
    const me = await getMe(app, user.auth)
    expect(me.json().data.picture).toBeNull()
  })

  it("a review's photo: 400, no review", async () => {
    const line = await completedLine(app)
    const fields = { orderItemId: String(line.orderItemId), rating: '5' }
    const res = await postReview(app, line.buyer, reviewForm(fields, [{ bytes: huge }]))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(refusal('images'))
    const again = await postReview(app, line.buyer, reviewForm(fields))
    expect(again.statusCode).toBe(201)
  })
})
