/**
 * The stock figures inside a catalogue answer (docs/decisions/0845-stock-apart-from-kept-answers.md):
 * the products of `data` — a list or one product — each with a numeric `id` and `stock`.
 */

interface Stocked {
  id: number
  stock: number
}

function isStocked(value: unknown): value is Stocked {
  if (typeof value !== 'object' || value === null) return false
  const { id, stock } = value as Partial<Stocked>
  return typeof id === 'number' && typeof stock === 'number'
}

function productsOf(answer: unknown): Stocked[] {
  if (typeof answer !== 'object' || answer === null) return []
  const data = (answer as { data?: unknown }).data
  const items = Array.isArray(data) ? data : [data]
  return items.filter(isStocked)
}

/** Each product's stock as the answer shows it, by id. */
export function stockShown(body: string): Map<number, number> {
  return new Map(productsOf(JSON.parse(body)).map((product) => [product.id, product.stock]))
}

/**
 * The answer with each product's stock replaced by `now`'s; a product missing from `now` (deleted
 * since, which also moves the catalogue version) keeps its figure.
 */
export function withStock(body: string, now: ReadonlyMap<number, number>): string {
  const answer: unknown = JSON.parse(body)
  for (const product of productsOf(answer)) product.stock = now.get(product.id) ?? product.stock
  return JSON.stringify(answer)
}

/** True when every figure the answer shows is still the stock now. */
export function sameStock(shown: ReadonlyMap<number, number>, now: ReadonlyMap<number, number>) {
  for (const [id, stock] of shown) if ((now.get(id) ?? stock) !== stock) return false
  return true
}
