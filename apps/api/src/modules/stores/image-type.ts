export type ImageType = 'jpeg' | 'png' | 'webp'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]

const startsWith = (bytes: Buffer, magic: number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b)

/**
 * The image type the bytes themselves declare (their magic numbers). The file name and the
 * declared content type are never trusted: a script named photo.png is not a PNG.
 */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, PNG)) return 'png'
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp'
  return undefined
}
