import '@fastify/multipart'
import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
} from '@pasar/shared'
import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { detectImageType } from './image-type.ts'

const IMAGE_FIELD = 'images'

/** A multipart form with pictures, read into memory: its known text fields and the files. */
export interface ImageForm {
  fields: Record<string, string>
  /** Every value, in order, of the fields named in `rules.repeated`. */
  lists: Record<string, string[]>
  images: Buffer[]
}

export interface ImageFormRules {
  /** The text fields kept (the first value of each); others are ignored. */
  fields: ReadonlySet<string>
  /** Text fields whose every value is kept, in order (the picture edit's `keep`). */
  repeated?: ReadonlySet<string>
  maxImages: number
  /** The message when more than `maxImages` files are sent. */
  tooManyMessage: string
  limits: { fields: number; fieldSize: number; parts: number }
  /** The refusal of a text field longer than `fieldSize`, when the field has its own message. */
  tooLong?: (field: string) => HttpError | undefined
}

export const unsupportedImage = () =>
  new HttpError(415, IMAGE_FORMAT_MESSAGE, [{ path: IMAGE_FIELD, message: IMAGE_FORMAT_MESSAGE }])

/**
 * Reads a form of text fields and pictures (a product, a review) into memory, each file checked
 * by size and by what its bytes are (JPEG, PNG or WebP). Nothing is stored here, so a refused
 * request leaves nothing behind; @fastify/multipart's limit errors become the API's messages.
 */
export async function readImageForm(
  request: FastifyRequest,
  rules: ImageFormRules,
): Promise<ImageForm> {
  const tooManyImages = () =>
    badRequest(rules.tooManyMessage, [{ path: IMAGE_FIELD, message: rules.tooManyMessage }])
  const fields: Record<string, string> = {}
  const lists: Record<string, string[]> = {}
  const images: Buffer[] = []
  try {
    const parts = request.parts({
      // One file more than allowed, so an extra file is seen and refused with a clear message.
      limits: { ...rules.limits, fileSize: IMAGE_MAX_BYTES, files: rules.maxImages + 1 },
    })
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw (
            rules.tooLong?.(part.fieldname) ??
            badRequest(`The field '${part.fieldname}' is too long.`)
          )
        }
        if (typeof part.value !== 'string') continue
        if (rules.repeated?.has(part.fieldname)) {
          ;(lists[part.fieldname] ??= []).push(part.value)
        } else if (rules.fields.has(part.fieldname)) {
          fields[part.fieldname] ??= part.value
        }
        continue
      }
      if (part.fieldname !== IMAGE_FIELD) {
        throw badRequest(`Unexpected file field '${part.fieldname}'.`)
      }
      if (images.length === rules.maxImages) throw tooManyImages()
      const bytes = await part.toBuffer()
      if (bytes.length === 0) {
        throw badRequest(IMAGE_EMPTY_MESSAGE, [{ path: IMAGE_FIELD, message: IMAGE_EMPTY_MESSAGE }])
      }
      if (!detectImageType(bytes)) throw unsupportedImage()
      images.push(bytes)
    }
  } catch (error) {
    switch ((error as { code?: unknown }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new HttpError(413, IMAGE_SIZE_MESSAGE, [
          { path: IMAGE_FIELD, message: IMAGE_SIZE_MESSAGE },
        ])
      case 'FST_FILES_LIMIT':
        throw tooManyImages()
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw badRequest('Too many form fields.')
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw badRequest('Expected a multipart/form-data body.')
      default:
        throw error
    }
  }
  return { fields, lists, images }
}
