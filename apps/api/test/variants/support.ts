import type { OwnedProduct, ProductDetail, ReplaceVariantsInput } from '@pasar/shared'
import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../src/app.ts'
import { productImages, products, productVariants } from '../../src/db/schema/index.ts'
import { createProduct, type TestUser } from '../helpers/builders.ts'

type Store = { id: number; slug: string }
type Body = Omit<ReplaceVariantsInput, 'variants'> & {
  variants: Array<Partial<ReplaceVariantsInput['variants'][number]> & { optionValues: string[] }>
}

/** A product of the store (price 150,000, stock 10) with `pictures` pictures, keys pic-0… */
export async function productWithPictures(
  app: App,
  store: Store,
  pictures = 2,
  overrides: Parameters<typeof createProduct>[2] = {},
) {
  const product = await createProduct(app, store.id, overrides)
  if (pictures > 0) {
    await app.db.insert(productImages).values(
      Array.from({ length: pictures }, (_, position) => ({
        productId: product.id,
        position,
        key: `products/p${product.id}-pic-${position}`,
      })),
    )
  }
  return product
}

/** The URL a product picture's key is answered with (local storage). */
export const pictureUrl = (productId: number, position: number) =>
  `/uploads/products/p${productId}-pic-${position}/1024.webp`

/** Every combination of the options' values, in the options' order, each with the figures. */
export function everyCombination(
  options: ReplaceVariantsInput['options'],
  figures: (
    values: string[],
    i: number,
  ) => Partial<ReplaceVariantsInput['variants'][number]> = () => ({}),
): Body {
  let combinations: string[][] = [[]]
  for (const option of options) {
    combinations = combinations.flatMap((values) => option.values.map((v) => [...values, v]))
  }
  return {
    options,
    variants: combinations.map((optionValues, i) => ({
      optionValues,
      price: 100_000,
      stock: 5,
      ...figures(optionValues, i),
    })),
  }
}

export const colourAndSize = [
  { name: 'Warna', values: ['Merah', 'Biru'] },
  { name: 'Ukuran', values: ['M', 'L', 'XL'] },
]

export function putVariants(app: App, user: TestUser, slug: string, uuid: string, body: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/stores/${slug}/products/${uuid}/variants`,
    headers: user.auth,
    payload: body as Record<string, unknown>,
  })
}

/** PUT …/variants that must succeed: the owner's product it answers. */
export async function replaced(
  app: App,
  user: TestUser,
  slug: string,
  uuid: string,
  body: Body,
): Promise<OwnedProduct> {
  const res = await putVariants(app, user, slug, uuid, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: OwnedProduct }>().data
}

/** The product page's answer. */
export async function shown(app: App, uuid: string): Promise<ProductDetail> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/products/${uuid}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: ProductDetail }>().data
}

/** Every variant row of a product, retired ones too, by id. */
export function variantRows(app: App, productId: number) {
  return app.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
}

/** The product row and all its variant rows: what a refused change must leave as it was. */
export async function stateOf(app: App, productId: number) {
  const [product] = await app.db.select().from(products).where(eq(products.id, productId))
  return { product, variants: await variantRows(app, productId) }
}
