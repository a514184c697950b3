import { HttpError } from '../../lib/http-error.ts'
import {
  IMAGE_TOO_LARGE,
  imageFiles,
  ImageTooLarge,
  storeProductImage,
  UnreadableImage,
} from '../../lib/product-images.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { unsupportedImage } from './image-form.ts'

/** Deletes every file of the given image keys (all widths). */
export async function deleteImages(storage: Storage, keys: string[]) {
  await storage.delete(keys.flatMap(imageFiles))
}

/**
 * Re-encodes and stores each image in order; returns their keys. If any fails, the ones already
 * stored are deleted. Bytes that looked like an image but do not decode answer 415, an image over
 * 40 megapixels 400.
 */
export async function storeImages(storage: Storage, images: Buffer[]): Promise<string[]> {
  const keys: string[] = []
  try {
    for (const image of images) keys.push(await storeProductImage(storage, image))
    return keys
  } catch (error) {
    await deleteImages(storage, keys)
    if (error instanceof ImageTooLarge) {
      throw new HttpError(400, IMAGE_TOO_LARGE, [{ path: 'images', message: IMAGE_TOO_LARGE }])
    }
    throw error instanceof UnreadableImage ? unsupportedImage() : error
  }
}
