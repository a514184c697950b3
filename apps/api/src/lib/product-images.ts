import { randomBytes } from 'node:crypto'
import { IMAGE_WIDTHS } from '@pasar/shared'
import sharp from 'sharp'
import type { Storage } from '../providers/storage/port.ts'

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]

/**
 * The most pixels an upload may have (docs/decisions/1002): a PNG of a few KB can declare 81
 * megapixels, which decoding would hold in memory many times over while re-encoding.
 */
export const MAX_INPUT_PIXELS = 40_000_000
export const IMAGE_TOO_LARGE = 'Image is too large: at most 40 megapixels.'

export function newImageKey(): string {
  return `products/${randomBytes(12).toString('hex')}`
}

/** Files stored for one image key: one WebP per width. */
export function imageFiles(key: string): string[] {
  return IMAGE_WIDTHS.map((width) => `${key}/${width}.webp`)
}

/** The URL the API returns for an image: its largest width (the web derives the srcset). */
export function imageUrl(storage: Storage, key: string): string {
  return storage.publicUrl(`${key}/${LARGEST}.webp`)
}

/** Bytes that looked like an image but do not decode; a storage failure is thrown as it is. */
export class UnreadableImage extends Error {}

/** An image whose header declares more than MAX_INPUT_PIXELS (the routes answer 400). */
export class ImageTooLarge extends Error {}

/** Reads the header only; refuses an image over MAX_INPUT_PIXELS before anything decodes it. */
async function checkPixels(input: Buffer) {
  const { width, height } = await sharp(input)
    .metadata()
    .catch((error: unknown) => {
      throw new UnreadableImage('the image header could not be read', { cause: error })
    })
  if (!width || !height) throw new UnreadableImage('the image has no size')
  if (width * height > MAX_INPUT_PIXELS) throw new ImageTooLarge(IMAGE_TOO_LARGE)
}

/**
 * Re-encodes an image into WebP at every width (metadata such as GPS is dropped, orientation is
 * applied) and stores it. Returns the key; on failure nothing stays stored. Bytes the encoder
 * cannot read throw UnreadableImage (the routes answer 415), an image over MAX_INPUT_PIXELS throws
 * ImageTooLarge before it is decoded (400); the storage's own errors pass through.
 */
export async function storeProductImage(storage: Storage, input: Buffer, key = newImageKey()) {
  await checkPixels(input)
  // sharp's own limit backs the check up (the default is 268 megapixels).
  const base = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate()
  const written: string[] = []
  try {
    for (const width of IMAGE_WIDTHS) {
      const body = await base
        .clone()
        .resize({ width, height: width, fit: 'cover', withoutEnlargement: false })
        .webp({ quality: 80 })
        .toBuffer()
        .catch((error: unknown) => {
          throw new UnreadableImage('the image could not be decoded', { cause: error })
        })
      const file = `${key}/${width}.webp`
      await storage.put(file, body, 'image/webp')
      written.push(file)
    }
    return key
  } catch (error) {
    await storage.delete(written)
    throw error
  }
}
