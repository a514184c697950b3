import '@fastify/multipart'
import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGES_MAX_MESSAGE,
  IMAGES_PER_PRODUCT_MAX,
} from '@pasar/shared'
import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { detectImageType } from './image-type.ts'

const FIELDS = new Set(['name', 'category', 'description', 'price', 'stock', 'weight'])
const IMAGE_FIELD = 'images'

export interface ProductForm {
  fields: Record<string, string>
  images: Buffer[]
}

const unsupportedImage = () =>
  new HttpError(415, IMAGE_FORMAT_MESSAGE, [{ path: IMAGE_FIELD, message: IMAGE_FORMAT_MESSAGE }])
const tooManyImages = () =>
  badRequest(IMAGES_MAX_MESSAGE, [{ path: IMAGE_FIELD, message: IMAGES_MAX_MESSAGE }])

/** Turns @fastify/multipart's limit errors into the API's messages. */
function toHttpError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, IMAGE_SIZE_MESSAGE, [
        { path: IMAGE_FIELD, message: IMAGE_SIZE_MESSAGE },
      ])
    case 'FST_FILES_LIMIT':
      return tooManyImages()
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('Too many form fields.')
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('Expected a multipart/form-data body.')
    default:
      return error
  }
}

/**
 * Reads the create-product form into memory: text fields and the image files, each checked
 * by size and by what its bytes are (JPEG, PNG or WebP). Nothing is stored here, so a refused
 * request leaves nothing behind.
 */
export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  const fields: Record<string, string> = {}
  const images: Buffer[] = []
  try {
    const parts = request.parts({
      limits: {
        fileSize: IMAGE_MAX_BYTES,
        // One more than allowed, so an extra file is seen and refused with a clear message.
        files: IMAGES_PER_PRODUCT_MAX + 1,
        fields: 20,
        fieldSize: 8_000,
        parts: 40,
      },
    })
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw badRequest(`The field '${part.fieldname}' is too long.`)
        if (FIELDS.has(part.fieldname) && typeof part.value === 'string') {
          fields[part.fieldname] ??= part.value
        }
        continue
      }
      if (part.fieldname !== IMAGE_FIELD) {
        throw badRequest(`Unexpected file field '${part.fieldname}'.`)
      }
      if (images.length === IMAGES_PER_PRODUCT_MAX) throw tooManyImages()
      const bytes = await part.toBuffer()
      if (bytes.length === 0) {
        throw badRequest(IMAGE_EMPTY_MESSAGE, [{ path: IMAGE_FIELD, message: IMAGE_EMPTY_MESSAGE }])
      }
      if (!detectImageType(bytes)) throw unsupportedImage()
      images.push(bytes)
    }
  } catch (error) {
    throw toHttpError(error)
  }
  return { fields, images }
}

export { unsupportedImage }
