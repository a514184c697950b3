import {
  IMAGES_MAX_MESSAGE,
  IMAGES_ON_EDIT_MAX,
  IMAGES_ON_EDIT_MAX_MESSAGE,
  IMAGES_PER_PRODUCT_MAX,
} from '@pasar/shared'
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

const PICTURE_RULES = {
  fields: new Set<string>(),
  repeated: new Set(['keep']),
  maxImages: IMAGES_ON_EDIT_MAX,
  tooManyMessage: IMAGES_ON_EDIT_MAX_MESSAGE,
  limits: { fields: 20, fieldSize: 2_000, parts: 40 },
}

/** Reads the picture edit: the kept pictures' URLs (`keep`, in order) and the new files. */
export async function readPicturesForm(request: FastifyRequest) {
  const form = await readImageForm(request, PICTURE_RULES)
  return { keep: form.lists.keep ?? [], images: form.images }
}
