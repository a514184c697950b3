import { IMAGES_MAX_MESSAGE, IMAGES_PER_PRODUCT_MAX } from '@pasar/shared'
import type { FastifyRequest } from 'fastify'
import { readImageForm, type ImageForm } from './image-form.ts'

export type ProductForm = ImageForm

const RULES = {
  fields: new Set(['name', 'category', 'description', 'price', 'stock', 'weight']),
  maxImages: IMAGES_PER_PRODUCT_MAX,
  tooManyMessage: IMAGES_MAX_MESSAGE,
  limits: { fields: 20, fieldSize: 8_000, parts: 40 },
}

/** Reads the create-product form into memory: its text fields and pictures (image-form.ts). */
export function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  return readImageForm(request, RULES)
}
