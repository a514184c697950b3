import { imageFiles, storeProductImage } from '../../lib/product-images.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { unsupportedImage } from './product-form.ts'

/** A storage failure, told apart from an image the encoder could not read. */
class StorageFailure extends Error {}

function guarded(storage: Storage): Storage {
  return {
    ...storage,
    async put(key, body, contentType) {
      try {
        await storage.put(key, body, contentType)
      } catch (error) {
        throw new StorageFailure('storing an image failed', { cause: error })
      }
    },
  }
}

/** Deletes every file of the given image keys (all widths). */
export async function deleteImages(storage: Storage, keys: string[]) {
  await storage.delete(keys.flatMap(imageFiles))
}

/**
 * Re-encodes and stores each image in order; returns their keys. If any fails, the ones already
 * stored are deleted. Bytes that looked like an image but do not decode answer 415.
 */
export async function storeImages(storage: Storage, images: Buffer[]): Promise<string[]> {
  const safe = guarded(storage)
  const keys: string[] = []
  try {
    for (const image of images) keys.push(await storeProductImage(safe, image))
    return keys
  } catch (error) {
    await deleteImages(storage, keys)
    if (error instanceof StorageFailure) throw error.cause
    throw unsupportedImage()
  }
}
