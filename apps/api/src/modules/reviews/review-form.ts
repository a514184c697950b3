import { REVIEW_COMMENT_MESSAGE, REVIEW_IMAGES_MAX, REVIEW_IMAGES_MESSAGE } from '@pasar/shared'
import type { FastifyRequest } from 'fastify'
import { badRequest } from '../../lib/http-error.ts'
import { readImageForm, type ImageForm } from '../stores/image-form.ts'

export type ReviewForm = ImageForm

const RULES = {
  fields: new Set(['orderItemId', 'rating', 'comment']),
  maxImages: REVIEW_IMAGES_MAX,
  tooManyMessage: REVIEW_IMAGES_MESSAGE,
  // 2000 characters of up to 4 bytes each, and a little more so a longer one is seen.
  limits: { fields: 10, fieldSize: 8_100, parts: 20 },
  tooLong: (field: string) =>
    field === 'comment'
      ? badRequest(REVIEW_COMMENT_MESSAGE, [{ path: 'comment', message: REVIEW_COMMENT_MESSAGE }])
      : undefined,
}

/** Reads the review form into memory: its text fields and up to 3 photos (stores/image-form.ts). */
export function readReviewForm(request: FastifyRequest): Promise<ReviewForm> {
  return readImageForm(request, RULES)
}
