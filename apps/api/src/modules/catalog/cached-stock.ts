/**
 * The figures a sale moves inside a catalogue answer — stock and units sold
 * (docs/decisions/0845-stock-apart-from-kept-answers.md, 0970), and the stock of each variant a
 * product page shows (1015): the products of `data` — a list or one product — each with a
 * numeric `id`, `stock` and `sold`, and maybe `variants`, each with a numeric `id` and `stock`.
 */

/** What a sale changes of a product, patched into kept answers. */
export interface Figures {
  stock: number
  sold: number
  /** Each variant's stock by variant id, for an answer that shows the product's variants. */
  variants?: ReadonlyMap<number, number>
}

interface Stocked {
  id: number
  stock: number
  sold: number
  variants?: unknown
}

interface StockedVariant {
  id: number
  stock: number
}

function variantsOf(product: Stocked): StockedVariant[] | undefined {
  if (!Array.isArray(product.variants)) return undefined
  return product.variants.filter(
    (v): v is StockedVariant =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as Partial<StockedVariant>).id === 'number' &&
      typeof (v as Partial<StockedVariant>).stock === 'number',
  )
}

function isStocked(value: unknown): value is Stocked {
  if (typeof value !== 'object' || value === null) return false
  const { id, stock, sold } = value as Partial<Stocked>
  return typeof id === 'number' && typeof stock === 'number' && typeof sold === 'number'
}

function productsOf(answer: unknown): Stocked[] {
  if (typeof answer !== 'object' || answer === null) return []
  const data = (answer as { data?: unknown }).data
  const items = Array.isArray(data) ? data : [data]
  return items.filter(isStocked)
}

/** Each product's figures as the answer shows them, by id. */
export function stockShown(body: string): Map<number, Figures> {
  return new Map(
    productsOf(JSON.parse(body)).map((product) => {
      const variants = variantsOf(product)
      const figures: Figures = { stock: product.stock, sold: product.sold }
      if (variants) figures.variants = new Map(variants.map((v) => [v.id, v.stock]))
      return [product.id, figures]
    }),
  )
}

/**
 * The answer with each product's figures replaced by `now`'s; a product missing from `now`
 * (deleted since, which also moves the catalogue version) keeps its figures.
 */
export function withStock(body: string, now: ReadonlyMap<number, Figures>): string {
  const answer: unknown = JSON.parse(body)
  for (const product of productsOf(answer)) {
    const figures = now.get(product.id)
    if (!figures) continue
    product.stock = figures.stock
    product.sold = figures.sold
    for (const variant of (figures.variants && variantsOf(product)) ?? []) {
      variant.stock = figures.variants?.get(variant.id) ?? variant.stock
    }
  }
  return JSON.stringify(answer)
}

/** True when every figure the answer shows is still the figure now. */
export function sameStock(shown: ReadonlyMap<number, Figures>, now: ReadonlyMap<number, Figures>) {
  for (const [id, figures] of shown) {
    const current = now.get(id)
    if (!current) continue
    if (current.stock !== figures.stock || current.sold !== figures.sold) return false
    for (const [variantId, stock] of figures.variants ?? []) {
      const now = current.variants?.get(variantId)
      if (now !== undefined && now !== stock) return false
    }
  }
  return true
}
