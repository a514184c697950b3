import type { OwnedProduct, ProductOption } from '@pasar/shared'

/** An option as the seller types it: a name and its values, in order. */
export type OptionDraft = ProductOption

/** A row of the variants table as typed: texts, checked on saving. `image` is an index or ''. */
export type RowDraft = { price: string; stock: string; weight: string; sku: string; image: string }

/** The fields 'Apply to all' fills. */
export type FillFields = Pick<RowDraft, 'price' | 'stock' | 'weight'>

/** A combination's key in the rows: its values in the options' order. */
export const keyOf = (values: readonly string[]) => JSON.stringify(values)

/** Every combination of the options' values, first option outermost; no options: one, empty. */
export function combinations(options: readonly OptionDraft[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  )
}

/** The seller's options and a row per live variant, as the product has them now. */
export function draftOf(product: OwnedProduct): {
  options: OptionDraft[]
  rows: Record<string, RowDraft>
} {
  const rows: Record<string, RowDraft> = {}
  for (const variant of product.variants) {
    const image = variant.image ? product.images.indexOf(variant.image) : -1
    rows[keyOf(variant.optionValues)] = {
      price: String(variant.price),
      stock: String(variant.stock),
      weight: String(variant.weight),
      sku: variant.sku ?? '',
      image: image >= 0 ? String(image) : '',
    }
  }
  return {
    options: product.options.map((option) => ({ ...option, values: [...option.values] })),
    rows,
  }
}

/** What a combination new to the table starts with: the product's price and weight, no stock. */
export const newRow = (product: Pick<OwnedProduct, 'price' | 'weight'>): RowDraft => ({
  price: String(product.price),
  stock: '0',
  weight: String(product.weight),
  sku: '',
  image: '',
})

/** 'Apply to all': the fields given (not blank) written into every combination's row. */
export function applyToAll(
  combos: readonly string[][],
  rows: Record<string, RowDraft>,
  blank: RowDraft,
  fill: FillFields,
): Record<string, RowDraft> {
  const given = Object.fromEntries(
    Object.entries(fill).filter(([, text]) => text.trim() !== ''),
  ) as Partial<FillFields>
  const next = { ...rows }
  for (const combo of combos) {
    const key = keyOf(combo)
    next[key] = { ...(rows[key] ?? blank), ...given }
  }
  return next
}

/** A typed number as the API reads it: blank is absent, anything else a number (maybe NaN). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()))

/** The body of PUT …/variants: the options and a variant per combination, in the table's order. */
export function bodyOf(
  options: readonly OptionDraft[],
  rows: Record<string, RowDraft>,
  blank: RowDraft,
) {
  return {
    options: options.map((option) => ({ name: option.name.trim(), values: option.values })),
    variants: combinations(options).map((optionValues) => {
      const row = rows[keyOf(optionValues)] ?? blank
      return {
        optionValues,
        sku: row.sku.trim() === '' ? null : row.sku.trim(),
        price: numberOf(row.price),
        stock: numberOf(row.stock),
        weight: numberOf(row.weight),
        imageIndex: numberOf(row.image),
      }
    }),
  }
}

/** Field errors by their dotted path ('variants.3.price', 'options.0.values.1'); the first wins. */
export function errorsByPath(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.')
    errors[path] ??= issue.message
  }
  return errors
}
