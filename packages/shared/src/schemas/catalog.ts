import { z } from '../zod.ts'
import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPES,
  IMAGES_MAX_MESSAGE,
  IMAGES_ON_EDIT_MAX,
  IMAGES_PER_PRODUCT_MAX,
  IMAGES_REQUIRED_MESSAGE,
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
import { formatDecimal } from '../numbers.ts'
import { multiLineOf, pageOf, paginationQuery, singleLineOf, singleLineText } from './common.ts'
import { weightSchema, weightTextSchema } from './weight.ts'

export const STOCK_MAX = 1_000_000

export const productNameSchema = singleLineOf('Name', PRODUCT_NAME_MIN, PRODUCT_NAME_MAX)

// docs/product.md#validation: the description messages say 'Description'. An empty description
// counts as none.
export const productDescriptionSchema = multiLineOf('Description', PRODUCT_DESCRIPTION_MAX).refine(
  (value) => value.length === 0 || value.length >= PRODUCT_DESCRIPTION_MIN,
  {
    message: `Description must contain at least ${PRODUCT_DESCRIPTION_MIN} character(s)`,
  },
)

const priceRange = z
  .number()
  .min(PRICE_MIN, `Price must be greater than or equal to ${formatIDR(PRICE_MIN)}`)
  .max(PRICE_MAX, `Price must be lower than or equal to ${formatIDR(PRICE_MAX)}`)

// docs/product.md#validation: the stock messages name the field they are about.
export function stockRange(min: number) {
  return z
    .number()
    .min(min, `Stock must be greater than or equal to ${min}`)
    .max(STOCK_MAX, `Stock must be lower than or equal to ${formatDecimal(STOCK_MAX)}`)
}

/** A whole number in a JSON body: a JSON number only, never a string, array or boolean. */
export function wholeNumber(label: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} must be filled`
          : `${label} must be a number`,
    })
    .int(`${label} must be a whole number`)
}

/**
 * A whole number typed into a form or sent as a multipart field: decimal digits only, so
 * '1e3', '0x10' and '2.5' are refused rather than read as some other number.
 */
function wholeNumberText(label: string) {
  return z
    .string({ error: `${label} must be filled` })
    .trim()
    .min(1, `${label} must be filled`)
    .regex(/^[0-9]*$/, `${label} must be a whole number`)
    .transform((text) => Number(text))
}

/** Price in a JSON body. */
export const priceSchema = wholeNumber('Price').pipe(priceRange)
/** Price typed into a form or sent as a multipart field. */
export const priceTextSchema = wholeNumberText('Price').pipe(priceRange)

export const categoryFieldSchema = singleLineText('Category').trim().min(1, 'Category is required')

/**
 * Fields of the create-product form and of the multipart POST (images are checked apart): both
 * carry text, so price and stock are decimal text here.
 */
export const createProductSchema = z.object({
  name: productNameSchema,
  description: productDescriptionSchema.optional().default(''),
  category: categoryFieldSchema,
  price: priceTextSchema,
  stock: wholeNumberText('Stock').pipe(stockRange(STOCK_MIN)),
  weight: weightTextSchema,
})
export type CreateProductInput = z.infer<typeof createProductSchema>

/** The multipart body of POST /api/v1/stores/{slug}/products as the API document states it. */
export const createProductFormBody = createProductSchema.extend({
  images: z
    .array(z.string().meta({ format: 'binary' }))
    .min(1)
    .max(IMAGES_PER_PRODUCT_MAX)
    .describe('1 to 8 files: JPEG, PNG or WebP by content, at most 5,000,000 bytes each'),
})

/**
 * The edit (a JSON body) takes the same rules for the fields it carries; stock 0 is sold out;
 * `category` is a category's slug.
 */
export const updateProductSchema = z
  .object({
    name: productNameSchema,
    category: categoryFieldSchema,
    description: productDescriptionSchema,
    price: priceSchema,
    stock: wholeNumber('Stock').pipe(stockRange(0)),
    weight: weightSchema,
  })
  .partial()
export type UpdateProductInput = z.infer<typeof updateProductSchema>

/** The edit-product form: the same fields typed as text, sent as the JSON numbers above. */
export const updateProductFormSchema = z
  .object({
    name: productNameSchema,
    category: categoryFieldSchema,
    description: productDescriptionSchema,
    price: priceTextSchema,
    stock: wholeNumberText('Stock').pipe(stockRange(0)),
    weight: weightTextSchema,
  })
  .partial()

/**
 * The multipart body of PUT /api/v1/stores/{slug}/products/{uuid}/images: the pictures the
 * product keeps, in their new order, and the new files after them; 1 to IMAGES_ON_EDIT_MAX in all.
 */
export const replaceProductImagesFormBody = z.object({
  keep: z
    .array(z.string())
    .max(IMAGES_ON_EDIT_MAX)
    .optional()
    .describe("URLs of the product's current pictures to keep, repeated, in their new order"),
  images: z
    .array(z.string().meta({ format: 'binary' }))
    .max(IMAGES_ON_EDIT_MAX)
    .optional()
    .describe(
      'New files, after the kept ones: JPEG, PNG or WebP by content, at most 5,000,000 bytes each',
    ),
})

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

/** A category of the menus; `icon` is one of CATEGORY_ICONS (docs/decisions/0992). */
export const categorySchema = z.object({ name: z.string(), slug: z.string(), icon: z.string() })
export type Category = z.infer<typeof categorySchema>

export const ratingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
})
export type Rating = z.infer<typeof ratingSchema>

/** The rating shown for a review tally: the average rounded to one decimal, null without any. */
export function ratingOf(count: number, total: number): Rating {
  return { average: count === 0 ? null : Math.round((total * 10) / count) / 10, count }
}

export const productSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  /** Its lowest variant's price (docs/decisions/1015-variants.md). */
  price: z.number().int(),
  /** Its highest variant's price: equal to `price` for a product without options. */
  priceMax: z.number().int(),
  /** The sum of its variants' stock. */
  stock: z.number().int(),
  images: z.array(z.string()),
  category: z.string(),
  categorySlug: z.string(),
  store: z.object({ name: z.string(), slug: z.string() }),
  storeId: z.number().int(),
  /** Grams, for shipping quotes (docs/decisions/0821). */
  weight: z.number().int(),
  /** Stars of its reviews: average to one decimal, null while there are none (ADR 0970). */
  rating: ratingSchema,
  /** Units sold in paid store orders that were not canceled. */
  sold: z.number().int(),
})
export type Product = z.infer<typeof productSchema>

/** An operator's hiding of a product, as its owner sees it (docs/decisions/0991). */
export const productHiddenSchema = z.object({ at: z.string(), reason: z.string() }).nullable()

export const productListQuery = paginationQuery(PRODUCTS_PAGE_SIZE)
export const productPageSchema = pageOf(productSchema)
export type ProductPage = z.infer<typeof productPageSchema>

export const searchQuerySchema = z.object({
  query: singleLineText('Search')
    .trim()
    .min(1, 'Required')
    .max(100, 'Search must be at most 100 characters'),
})
/** A product as the search dialog shows it (docs/decisions/0971). */
export const searchHitSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  price: z.number().int(),
  /** The first image's URL; null for a product without images. */
  image: z.string().nullable(),
  store: z.object({ name: z.string(), slug: z.string() }),
})
export type SearchHit = z.infer<typeof searchHitSchema>
export const searchGroupSchema = z.object({
  category: z.string(),
  products: z.array(searchHitSchema),
})
export type SearchGroup = z.infer<typeof searchGroupSchema>
