import { z } from 'zod'
import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  IMAGES_PER_PRODUCT_MAX,
  PRICE_MAX,
  PRICE_MIN,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_MIN,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_MIN,
  PRODUCTS_PAGE_SIZE,
  STOCK_MIN,
} from '../constants.ts'
import { formatIDR } from '../money.ts'
import { pageOf, paginationQuery } from './common.ts'

export const STOCK_MAX = 1_000_000

export const productNameSchema = z
  .string()
  .trim()
  .min(PRODUCT_NAME_MIN, `Name must contain at least ${PRODUCT_NAME_MIN} character(s)`)
  .max(PRODUCT_NAME_MAX, `Name must contain at most ${PRODUCT_NAME_MAX} character(s)`)

// DESIGN §5.1: the spec's 'DName' typo is corrected. An empty description counts as none.
export const productDescriptionSchema = z
  .string()
  .trim()
  .max(
    PRODUCT_DESCRIPTION_MAX,
    `Description must contain at most ${PRODUCT_DESCRIPTION_MAX} character(s)`,
  )
  .refine((value) => value.length === 0 || value.length >= PRODUCT_DESCRIPTION_MIN, {
    message: `Description must contain at least ${PRODUCT_DESCRIPTION_MIN} character(s)`,
  })

/** A whole number typed into a form or sent as a multipart field. */
function wholeNumber(filledMessage: string) {
  return z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : Number(value)),
    z.number({ error: filledMessage }).int('Must be a whole number'),
  )
}

export const priceSchema = wholeNumber('Price must be filled').pipe(
  z
    .number()
    .min(PRICE_MIN, `Price must be greater than or equal to ${formatIDR(PRICE_MIN)}`)
    .max(PRICE_MAX, `Price must be lower than or equal to ${formatIDR(PRICE_MAX)}`),
)

// DESIGN §5.1: the spec's stock messages said 'Price'.
function stockSchema(min: number) {
  return wholeNumber('Stock must be filled').pipe(
    z
      .number()
      .min(min, `Stock must be greater than or equal to ${min}`)
      .max(STOCK_MAX, `Stock must be lower than or equal to ${STOCK_MAX.toLocaleString('id-ID')}`),
  )
}

export const categoryFieldSchema = z.string().trim().min(1, 'Category is required')

/** Fields of the create-product form and of the multipart POST (images are checked apart). */
export const createProductSchema = z.object({
  name: productNameSchema,
  description: productDescriptionSchema.optional().default(''),
  category: categoryFieldSchema,
  price: priceSchema,
  stock: stockSchema(STOCK_MIN),
})
export type CreateProductInput = z.infer<typeof createProductSchema>

/** Edit accepts the same rules for the fields it carries; stock 0 marks a product sold out. */
export const updateProductSchema = z
  .object({
    name: productNameSchema,
    description: productDescriptionSchema,
    price: priceSchema,
    stock: stockSchema(0),
  })
  .partial()
export type UpdateProductInput = z.infer<typeof updateProductSchema>

export const IMAGE_FORMAT_MESSAGE =
  'Invalid image format. Only JPEG, JPG, PNG, and WEBP are allowed.'
export const IMAGE_SIZE_MESSAGE = 'File size should not exceed 5MB.'
export const IMAGE_EMPTY_MESSAGE = 'The image file is empty.'
export const IMAGES_REQUIRED_MESSAGE = 'Add at least one image.'
export const IMAGES_MAX_MESSAGE = `Add at most ${IMAGES_PER_PRODUCT_MAX} images.`

/** Checks a picked file's declared type and size (the server decides by the bytes). */
export const imageFileSchema = z
  .custom<{ type: string; size: number }>(
    (value) => typeof value === 'object' && value !== null && 'size' in value && 'type' in value,
  )
  .refine((file) => (IMAGE_TYPES as readonly string[]).includes(file.type), IMAGE_FORMAT_MESSAGE)
  .refine((file) => file.size <= IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE)
  .refine((file) => file.size > 0, IMAGE_EMPTY_MESSAGE)

/** The picked images of the create-product form: 1 to IMAGES_PER_PRODUCT_MAX valid files. */
export const productImagesSchema = z
  .array(imageFileSchema)
  .min(1, IMAGES_REQUIRED_MESSAGE)
  .max(IMAGES_PER_PRODUCT_MAX, IMAGES_MAX_MESSAGE)

export const categorySchema = z.object({ name: z.string(), slug: z.string() })
export type Category = z.infer<typeof categorySchema>

export const productSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  images: z.array(z.string()),
  category: z.string(),
  categorySlug: z.string(),
  store: z.object({ name: z.string(), slug: z.string() }),
  storeId: z.number().int(),
})
export type Product = z.infer<typeof productSchema>

export const productListQuery = paginationQuery(PRODUCTS_PAGE_SIZE)
export const productPageSchema = pageOf(productSchema)
export type ProductPage = z.infer<typeof productPageSchema>

export const searchQuerySchema = z.object({
  query: z.string().trim().min(1, 'Required').max(100, 'Search must be at most 100 characters'),
})
export const searchGroupSchema = z.object({
  category: z.string(),
  products: z.array(z.object({ id: z.number().int(), uuid: z.string(), name: z.string() })),
})
export type SearchGroup = z.infer<typeof searchGroupSchema>
