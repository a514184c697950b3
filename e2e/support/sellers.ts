import { randomBytes } from 'node:crypto'
import type { Product, Store } from '@pasar/shared'
import sharp from 'sharp'
import { apiAs, createAccount, login, type Account } from './accounts.ts'
import { baseURL } from './browser.ts'

export interface Seller {
  account: Account
  token: string
  store: Store
}

/** A fresh account with a store of its own, made through the API. */
export async function createSeller(): Promise<Seller> {
  const account = await createAccount()
  const { accessToken } = await login(account)
  const id = randomBytes(3).toString('hex')
  const { data: store } = await apiAs<{ data: Store }>(accessToken, 'POST', '/api/v1/stores', {
    name: `Toko ${id}`,
    description: 'A store made by a browser test.',
  })
  return { account, token: accessToken, store }
}

/** Adds a product with one generated picture to the seller's store. */
export async function createProduct(
  seller: Seller,
  fields: { name: string; price: number; stock: number },
): Promise<Product> {
  const picture = await sharp({
    create: { width: 320, height: 320, channels: 3, background: '#14b8a6' },
  })
    .png()
    .toBuffer()
  const body = new FormData()
  body.append('name', fields.name)
  body.append('description', 'Made by a browser test, sold to one.')
  body.append('category', 'electronics')
  body.append('price', String(fields.price))
  body.append('stock', String(fields.stock))
  body.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'art.png')
  const res = await fetch(`${baseURL()}/api/v1/stores/${seller.store.slug}/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seller.token}` },
    body,
  })
  if (!res.ok) throw new Error(`creating a product answered ${res.status}: ${await res.text()}`)
  return ((await res.json()) as { data: Product }).data
}

/** The seller changes a product's stock (0 sells it out). */
export function setStock(seller: Seller, product: Product, stock: number): Promise<unknown> {
  return apiAs(
    seller.token,
    'PATCH',
    `/api/v1/stores/${seller.store.slug}/products/${product.uuid}`,
    { stock },
  )
}

export function deleteProduct(seller: Seller, product: Product): Promise<unknown> {
  return apiAs(
    seller.token,
    'DELETE',
    `/api/v1/stores/${seller.store.slug}/products/${product.uuid}`,
  )
}
