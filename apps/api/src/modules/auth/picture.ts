import { randomBytes } from 'node:crypto'
import type { User } from '@pasar/shared'
import { HttpError, unauthorized } from '../../lib/http-error.ts'
import {
  IMAGE_TOO_LARGE,
  imageFiles,
  ImageTooLarge,
  imageUrl,
  storeProductImage,
  UnreadableImage,
} from '../../lib/product-images.ts'
import type { Storage } from '../../providers/storage/port.ts'
import type { AuthDeps } from './deps.ts'
import { PICTURE_FIELD, unsupportedPicture } from './picture-form.ts'
import { findUserById, updateUser } from './repository.ts'
import { toUserView } from './user-view.ts'

/** The storage key of a picture this API stored, read back from its URL; else undefined. */
function uploadedKey(storage: Storage, picture: string | null): string | undefined {
  const key = picture?.match(/\b(avatars\/[0-9a-f]{24})\//)?.[1]
  return key && imageUrl(storage, key) === picture ? key : undefined
}

async function deleteUploaded(storage: Storage, picture: string | null) {
  const key = uploadedKey(storage, picture)
  if (key) await storage.delete(imageFiles(key))
}

/**
 * Re-encodes the picture through the product image pipeline, stores it and makes it the
 * user's picture; the picture it replaces is deleted if this API stored it.
 */
export async function setPicture(deps: AuthDeps, userId: number, bytes: Buffer) {
  const key = `avatars/${randomBytes(12).toString('hex')}`
  try {
    await storeProductImage(deps.storage, bytes, key)
  } catch (error) {
    if (error instanceof ImageTooLarge) {
      throw new HttpError(400, IMAGE_TOO_LARGE, [{ path: PICTURE_FIELD, message: IMAGE_TOO_LARGE }])
    }
    throw error instanceof UnreadableImage ? unsupportedPicture() : error
  }
  return replacePicture(deps, userId, imageUrl(deps.storage, key), key)
}

/** Clears the user's picture (and deletes its files if this API stored them). */
export function removePicture(deps: AuthDeps, userId: number) {
  return replacePicture(deps, userId, null)
}

async function replacePicture(
  deps: AuthDeps,
  userId: number,
  picture: string | null,
  newKey?: string,
): Promise<User> {
  const before = await findUserById(deps.db, userId)
  const after = before && (await updateUser(deps.db, userId, { picture }))
  if (!before || !after) {
    if (newKey) await deps.storage.delete(imageFiles(newKey))
    throw unauthorized()
  }
  if (before.picture !== picture) await deleteUploaded(deps.storage, before.picture)
  return toUserView(deps.config, after)
}
