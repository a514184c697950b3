import '@fastify/multipart'
import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
} from '@pasar/shared'
import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { detectImageType } from '../stores/image-type.ts'

export const PICTURE_FIELD = 'picture'
const CHOOSE_PICTURE = 'Choose a picture to upload.'

const onField = (status: number, message: string) =>
  new HttpError(status, message, [{ path: PICTURE_FIELD, message }])

export const unsupportedPicture = () => onField(415, IMAGE_FORMAT_MESSAGE)

/**
 * Reads the one file of a profile picture upload (multipart field `picture`) into memory,
 * checked by size and by what its bytes are (JPEG, PNG or WebP), like product images
 * (docs/decisions/0302-product-uploads.md). Nothing is stored here.
 */
export async function readPicture(request: FastifyRequest): Promise<Buffer> {
  let picture: Buffer | undefined
  try {
    const parts = request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 5, fieldSize: 1_000, parts: 10 },
    })
    for await (const part of parts) {
      if (part.type === 'field') continue
      if (part.fieldname !== PICTURE_FIELD) {
        throw badRequest(`Unexpected file field '${part.fieldname}'.`)
      }
      if (picture) throw onField(400, 'Send one picture only.')
      picture = await part.toBuffer()
      if (picture.length === 0) throw onField(400, IMAGE_EMPTY_MESSAGE)
      if (!detectImageType(picture)) throw unsupportedPicture()
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw onField(413, IMAGE_SIZE_MESSAGE)
    if (code === 'FST_FILES_LIMIT') throw onField(400, 'Send one picture only.')
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest('Too many form fields.')
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw badRequest('Expected a multipart/form-data body.')
    }
    throw error
  }
  if (!picture) throw onField(400, CHOOSE_PICTURE)
  return picture
}
