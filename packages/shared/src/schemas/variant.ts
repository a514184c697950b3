import { z } from '../zod.ts'
import {
  priceSchema,
  productHiddenSchema,
  productSchema,
  stockRange,
  wholeNumber,
} from './catalog.ts'
import { pageOf, singleLineOf } from './common.ts'
import { weightSchema } from './weight.ts'

// A product's options and variants (docs/decisions/1015-variants.md).

export const OPTIONS_MAX = 2
export const OPTION_VALUES_MAX = 20
export const VARIANTS_MAX = 100
export const OPTION_TEXT_MAX = 20
export const SKU_MAX = 50

export const productOptionSchema = z.object({
  name: singleLineOf('Option name', 1, OPTION_TEXT_MAX),
  values: z
    .array(singleLineOf('Option value', 1, OPTION_TEXT_MAX))
    .min(1, 'An option needs at least 1 value')
    .max(OPTION_VALUES_MAX, `An option has at most ${OPTION_VALUES_MAX} values`),
})
export type ProductOption = z.infer<typeof productOptionSchema>

/** A variant as the product answer shows it; `image` is a picture URL or null. */
export const variantSchema = z.object({
  id: z.number().int(),
  optionValues: z.array(z.string()),
  sku: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int(),
  weight: z.number().int(),
  image: z.string().nullable(),
})
export type Variant = z.infer<typeof variantSchema>

/** How an order line, a cart line or a review names a variant: 'Merah / XL'. */
export function variantLabelOf(optionValues: readonly string[]): string | null {
  return optionValues.length === 0 ? null : optionValues.join(' / ')
}

/** A cart line's variant; null for a product without options. */
export const lineVariantSchema = z
  .object({ id: z.number().int(), label: z.string(), optionValues: z.array(z.string()) })
  .nullable()
export type LineVariant = z.infer<typeof lineVariantSchema>

const variantInputSchema = z.object({
  optionValues: z.array(z.string()).max(OPTIONS_MAX),
  sku: singleLineOf('SKU', 1, SKU_MAX).nullish(),
  price: priceSchema,
  stock: wholeNumber('Stock').pipe(stockRange(0)),
  weight: weightSchema.optional(),
  imageIndex: z.number().int().min(0, 'Picture must be one of the product’s').optional(),
})

const sameText = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en')

/**
 * The body of PUT …/products/{uuid}/variants. Beyond each field's rule: option names and values
 * unique within their level (case-insensitive), and `variants` lists every combination of the
 * options' values exactly once, its values in the options' order. No options: one variant.
 */
export const replaceVariantsSchema = z
  .object({
    options: z
      .array(productOptionSchema)
      .max(OPTIONS_MAX, `A product has at most ${OPTIONS_MAX} options`),
    variants: z
      .array(variantInputSchema)
      .min(1, 'A product needs at least 1 variant')
      .max(VARIANTS_MAX, `A product has at most ${VARIANTS_MAX} variants`),
  })
  .superRefine(({ options, variants }, ctx) => {
    options.forEach((option, i) => {
      if (options.slice(0, i).some((other) => sameText(other.name, option.name))) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'name'],
          message: 'Option names must differ',
        })
      }
      option.values.forEach((value, j) => {
        if (option.values.slice(0, j).some((other) => sameText(other, value))) {
          ctx.addIssue({
            code: 'custom',
            path: ['options', i, 'values', j],
            message: `'${value}' is already a value of ${option.name}`,
          })
        }
      })
    })
    const combinations = options.reduce((n, option) => n * option.values.length, 1)
    if (combinations > VARIANTS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: `A product has at most ${VARIANTS_MAX} variants`,
      })
      return
    }
    const seen = new Set<string>()
    variants.forEach((variant, i) => {
      if (variant.optionValues.length !== options.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'optionValues'],
          message: `A variant has one value for each of the ${options.length} option(s)`,
        })
        return
      }
      const unknown = variant.optionValues.findIndex(
        (value, k) => !options[k]?.values.includes(value),
      )
      if (unknown >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'optionValues', unknown],
          message: `'${variant.optionValues[unknown]}' is not a value of ${options[unknown]?.name}`,
        })
        return
      }
      const key = JSON.stringify(variant.optionValues)
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'optionValues'],
          message: 'This combination is listed twice',
        })
      }
      seen.add(key)
    })
    if (seen.size === variants.length && variants.length !== combinations) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: 'Every combination of the option values needs exactly one variant',
      })
    }
  })
export type ReplaceVariantsInput = z.infer<typeof replaceVariantsSchema>

/** What §10 adds to a product's answer: the price range, its options and its live variants. */
export const productVariantsFields = {
  /** The highest price of its variants (`price` is the lowest). */
  priceMax: z.number().int(),
  options: z.array(productOptionSchema),
  variants: z.array(variantSchema),
}

/** One product as its page shows it: the product with its options and live variants. */
export const productDetailSchema = productSchema.extend(productVariantsFields)
export type ProductDetail = z.infer<typeof productDetailSchema>

/**
 * A product in its owner's list, with its options and variants (the products table edits a
 * variant's stock): hidden ones too, each saying why.
 */
export const ownedProductSchema = productDetailSchema.extend({ hidden: productHiddenSchema })
export type OwnedProduct = z.infer<typeof ownedProductSchema>
export const ownedProductPageSchema = pageOf(ownedProductSchema)
export type OwnedProductPage = z.infer<typeof ownedProductPageSchema>
