import { WEIGHT_DEFAULT, WEIGHT_MAX, WEIGHT_MIN } from '../constants.ts'
import { formatDecimal } from '../numbers.ts'
import { z } from '../zod.ts'
import './common.ts'

export const WEIGHT_MESSAGE = `Weight must be a whole number of grams from ${WEIGHT_MIN} to ${formatDecimal(WEIGHT_MAX, 'en')}`

const weightRange = z
  .number({ error: WEIGHT_MESSAGE })
  .int(WEIGHT_MESSAGE)
  .min(WEIGHT_MIN, WEIGHT_MESSAGE)
  .max(WEIGHT_MAX, WEIGHT_MESSAGE)

/** A product's weight in grams in a JSON body: a JSON number only (docs/decisions/0821). */
export const weightSchema = weightRange

/**
 * The weight typed into a form or sent as a multipart field: decimal digits only ('1e3', '2.5'
 * and '0x10' are refused); empty or absent means the default of 1000 g.
 */
export const weightTextSchema = z
  .string({ error: WEIGHT_MESSAGE })
  .trim()
  .optional()
  .transform((text) => (text === undefined || text === '' ? String(WEIGHT_DEFAULT) : text))
  .pipe(z.string().regex(/^[0-9]{1,6}$/, WEIGHT_MESSAGE))
  .transform(Number)
  .pipe(weightRange)
