// Every route with a body or a path id, sent malformed values: each is refused with a 400 (a 404
// for a path), nothing is stored, nothing is a 500 (docs/decisions/0601-strict-input.md).
import { LOCAL_GOOGLE_CLIENT_ID } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema/index.ts'
import { setupTestApp } from './helpers/app.ts'
import { createUser, type TestUser } from './helpers/builders.ts'
import { addToCart, createShop } from './orders/shop.ts'
import { checkout } from './helpers/checkout.ts'
import { image, productForm, validFields } from './stores/support.ts'
import { LEBAK_GEDE_BANDUNG } from './helpers/places.ts'

const { app } = await setupTestApp({ AUTH_RATE_LIMIT_MAX: '100000' })

type Kind = 'id' | 'ids' | 'number' | 'text'

const badValues: Record<Kind, Record<string, unknown>> = {
  id: {
    'out of range': 2_147_483_648,
    'far out of range': 9e15,
    'a string': '16',
    'a hex string': '0x10',
    'an array': [2],
    'a boolean': true,
    'a fraction': 1.5,
    zero: 0,
    negative: -1,
  },
  ids: {
    'an out-of-range id': [2_147_483_648],
    'a string id': ['16'],
    'a fraction id': [1.5],
    'a boolean id': [true],
    'not an array': 16,
  },
  number: {
    'a string': '2',
    'a hex string': '0x10',
    'a word': 'abc',
    'an array': [2],
    'a boolean': true,
    'a fraction': 1.5,
    'out of range': 2_147_483_648,
  },
  text: {
    'a NUL': 'Valid words\u0000and more',
    'an escape': 'Valid words\u001b[31m red',
    'a bell': 'Valid words\u0007 ring',
    'an array': ['Valid words'],
    'a number': 12_345_678,
    'a boolean': true,
  },
}

interface BodyRoute {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  url: () => string
  headers?: () => Record<string, string>
  /** A body the route would accept; each case replaces one field of it. */
  valid: () => Record<string, unknown>
  fields: Record<string, Kind>
  /** What a client can read back of what the route would change. */
  state?: () => Promise<unknown>
}

let buyer: TestUser
let seller: TestUser
let shop: Awaited<ReturnType<typeof createShop>>
let orderId: number

beforeAll(async () => {
  buyer = await createUser(app)
  shop = await createShop(app, [
    { price: 20_000, stock: 5 },
    { price: 30_000, stock: 5 },
    { price: 40_000, stock: 5 },
  ])
  seller = shop.seller
  const [ordered, inCart] = shop.products
  if (!ordered || !inCart) throw new Error('no products')
  await addToCart(app, buyer, ordered.id)
  const order = await checkout(app, buyer)
  expect(order.statusCode, order.body).toBe(201)
  orderId = order.json().data.id
  await addToCart(app, buyer, inCart.id)
})

const place = {
  recipientName: 'Dewi Lestari',
  phone: '081234567890',
  ...LEBAK_GEDE_BANDUNG,
  postalCode: '40132',
  street: 'Jl. Dipati Ukur No. 35',
}
const placeFields = {
  recipientName: 'text',
  phone: 'text',
  provinceCode: 'text',
  cityCode: 'text',
  districtCode: 'text',
  villageCode: 'text',
  postalCode: 'text',
  street: 'text',
} as const
let addressId = 0
beforeAll(async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/addresses',
    headers: buyer.auth,
    payload: { label: 'Rumah', ...place },
  })
  addressId = res.json().data.id
})

const product = (index: number) => {
  const found = shop.products[index]
  if (!found) throw new Error(`no product ${index}`)
  return found
}

async function read(url: string, user?: TestUser) {
  const res = await app.inject({ method: 'GET', url, headers: user?.auth })
  return { status: res.statusCode, body: res.json() }
}

const registerEmail = 'malformed-new@example.com'

const bodyRoutes: Record<string, BodyRoute> = {
  'POST /register': {
    method: 'POST',
    url: () => '/register',
    valid: () => ({
      email: registerEmail,
      username: 'malformed_user',
      name: 'Malformed Tester',
      password: 'secret-password',
    }),
    fields: { email: 'text', username: 'text', name: 'text', password: 'text' },
    state: async () => app.db.select().from(users).where(eq(users.email, registerEmail)),
  },
  'POST /login': {
    method: 'POST',
    url: () => '/login',
    valid: () => ({ email: 'someone@example.com', password: 'secret-password' }),
    fields: { email: 'text', password: 'text' },
  },
  'POST /auth/google': {
    method: 'POST',
    url: () => '/auth/google',
    valid: () => ({ code: 'a-code' }),
    fields: { code: 'text' },
  },
  'POST /refresh-token': {
    method: 'POST',
    url: () => '/refresh-token',
    valid: () => ({ refreshToken: 'a-token' }),
    fields: { refreshToken: 'text' },
  },
  'POST /logout': {
    method: 'POST',
    url: () => '/logout',
    valid: () => ({ refreshToken: 'a-token' }),
    fields: { refreshToken: 'text' },
  },
  'PATCH /me': {
    method: 'PATCH',
    url: () => '/me',
    headers: () => buyer.auth,
    valid: () => ({ name: 'A Changed Name', picture: 'https://example.com/a.png' }),
    fields: { name: 'text', picture: 'text' },
    state: () => read('/me', buyer),
  },
  'POST /me/password': {
    method: 'POST',
    url: () => '/me/password',
    headers: () => buyer.auth,
    valid: () => ({ currentPassword: 'old-password', newPassword: 'new-password' }),
    fields: { currentPassword: 'text', newPassword: 'text' },
  },
  'POST /password/forgot': {
    method: 'POST',
    url: () => '/password/forgot',
    valid: () => ({ email: 'someone@example.com' }),
    fields: { email: 'text' },
  },
  'POST /password/reset': {
    method: 'POST',
    url: () => '/password/reset',
    valid: () => ({
      email: 'someone@example.com',
      code: 'ABC123',
      password: 'new-password',
      confirmPassword: 'new-password',
    }),
    fields: { email: 'text', code: 'text', password: 'text', confirmPassword: 'text' },
  },
  'POST /api/v1/carts': {
    method: 'POST',
    url: () => '/api/v1/carts',
    headers: () => buyer.auth,
    valid: () => ({ productId: product(2).id, storeId: product(2).storeId, quantity: 1 }),
    fields: { productId: 'id', storeId: 'id', quantity: 'number' },
    state: () => read('/api/v1/carts', buyer),
  },
  'PATCH /api/v1/carts': {
    method: 'PATCH',
    url: () => '/api/v1/carts',
    headers: () => buyer.auth,
    valid: () => ({ productId: product(1).id, quantity: 2 }),
    fields: { productId: 'id', quantity: 'number' },
    state: () => read('/api/v1/carts', buyer),
  },
  'DELETE /api/v1/carts': {
    method: 'DELETE',
    url: () => '/api/v1/carts',
    headers: () => buyer.auth,
    valid: () => ({ productId: product(1).id }),
    fields: { productId: 'id' },
    state: () => read('/api/v1/carts', buyer),
  },
  'POST /api/v1/orders': {
    method: 'POST',
    url: () => '/api/v1/orders',
    headers: () => buyer.auth,
    valid: () => ({
      addressId,
      shipping: [{ storeId: shop.store.id, courierCode: 'jne', serviceCode: 'reg' }],
      productIds: [product(1).id],
    }),
    fields: { addressId: 'id', productIds: 'ids' },
    state: async () => [await read('/api/v1/orders', buyer), await read('/api/v1/carts', buyer)],
  },
  'POST /api/v1/stores': {
    method: 'POST',
    url: () => '/api/v1/stores',
    headers: () => seller.auth,
    valid: () => ({ name: 'Another Store', description: 'Sells things.' }),
    fields: { name: 'text', description: 'text' },
    state: () => read('/api/v1/stores/user', seller),
  },
  'PATCH /api/v1/stores/{slug}': {
    method: 'PATCH',
    url: () => `/api/v1/stores/${shop.store.slug}`,
    headers: () => seller.auth,
    valid: () => ({ name: 'Renamed Store', description: 'Sells other things.' }),
    fields: { name: 'text', description: 'text' },
    state: () => read(`/api/v1/stores/${shop.store.slug}`),
  },
  'PATCH /api/v1/stores/{slug}/products/{uuid}': {
    method: 'PATCH',
    url: () => `/api/v1/stores/${shop.store.slug}/products/${product(0).uuid}`,
    headers: () => seller.auth,
    valid: () => ({ name: 'Renamed', description: 'A longer description.', price: 5000, stock: 3 }),
    fields: {
      name: 'text',
      description: 'text',
      price: 'number',
      stock: 'number',
      weight: 'number',
    },
    state: () => read(`/api/v1/products/${product(0).uuid}`),
  },
  'PUT /api/v1/stores/{slug}/address': {
    method: 'PUT',
    url: () => `/api/v1/stores/${shop.store.slug}/address`,
    headers: () => seller.auth,
    valid: () => place,
    fields: placeFields,
    state: () => read('/api/v1/stores/user', seller),
  },
  'POST /api/v1/addresses': {
    method: 'POST',
    url: () => '/api/v1/addresses',
    headers: () => buyer.auth,
    valid: () => ({ label: 'Kantor', ...place, isDefault: true }),
    fields: { label: 'text', ...placeFields },
    state: () => read('/api/v1/addresses', buyer),
  },
  'PATCH /api/v1/addresses/{id}': {
    method: 'PATCH',
    url: () => `/api/v1/addresses/${addressId}`,
    headers: () => buyer.auth,
    valid: () => ({ label: 'Kos', ...place }),
    fields: { label: 'text', ...placeFields },
    state: () => read('/api/v1/addresses', buyer),
  },
  'POST /api/v1/shipping/rates': {
    method: 'POST',
    url: () => '/api/v1/shipping/rates',
    headers: () => buyer.auth,
    valid: () => ({ addressId, productIds: [product(1).id] }),
    fields: { addressId: 'id', productIds: 'ids' },
    state: () => read('/api/v1/carts', buyer),
  },
  'POST /api/v1/payments/midtrans/notification': {
    method: 'POST',
    url: () => '/api/v1/payments/midtrans/notification',
    valid: () => ({
      order_id: `order-${orderId}`,
      status_code: '200',
      gross_amount: '20000.00',
      signature_key: 'not-checked-before-the-shape',
      transaction_status: 'settlement',
    }),
    fields: { order_id: 'text', status_code: 'text', transaction_status: 'text' },
    state: () => read(`/api/v1/orders/${orderId}`, buyer),
  },
  'POST /local/google/authorize (the local identity twin)': {
    method: 'POST',
    url: () => '/local/google/authorize',
    valid: () => ({
      clientId: LOCAL_GOOGLE_CLIENT_ID,
      name: 'Local Person',
      email: 'local@example.com',
      emailVerified: true,
    }),
    fields: { clientId: 'text', name: 'text', email: 'text' },
  },
}

function casesOf(route: BodyRoute) {
  return Object.entries(route.fields).flatMap(([field, kind]) =>
    Object.entries(badValues[kind]).map(([label, value]) => ({ field, label, value })),
  )
}

describe.each(Object.entries(bodyRoutes))('%s', (_name, route) => {
  it('refuses each malformed field with a 400 on that field and stores nothing', async () => {
    const before = await route.state?.()
    for (const { field, label, value } of casesOf(route)) {
      const res = await app.inject({
        method: route.method,
        url: route.url(),
        headers: route.headers?.(),
        payload: { ...route.valid(), [field]: value },
      })
      const why = `${field} as ${label}: ${res.body}`
      expect(res.statusCode, why).toBe(400)
      const paths = (res.json().errors ?? []).map((error: { path: string }) => error.path)
      expect(
        paths.some((path: string) => path.split('.')[0] === field),
        why,
      ).toBe(true)
    }
    expect(await route.state?.()).toEqual(before)
  })
})

describe('the messages say what is wrong', () => {
  it.each([
    [{ quantity: 'abc' }, 'quantity', 'Expected number, received string'],
    [{ quantity: [2] }, 'quantity', 'Expected number, received array'],
    [{ quantity: true }, 'quantity', 'Expected number, received boolean'],
    [{ quantity: 2.5 }, 'quantity', 'Quantity must be a whole number'],
    [{ productId: 2_147_483_648 }, 'productId', 'Id must be a whole number from 1 to 2147483647'],
    [{ productId: '0x10' }, 'productId', 'Expected number, received string'],
  ])('POST /api/v1/carts %j', async (change, path, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/carts',
      headers: buyer.auth,
      payload: { productId: product(2).id, quantity: 1, ...change },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message, errors: [{ path, message }] })
  })
})

describe('POST /api/v1/stores/{slug}/products (multipart)', () => {
  const badText = { NUL: 'Batik\u0000Tulis', escape: 'Batik\u001bTulis' }
  const badNumberText = {
    hex: '0x10',
    exponent: '1e6',
    fraction: '2500.5',
    word: 'abc',
    negative: '-5',
    empty: '',
    spaces: '  ',
  }
  const cases = [
    ...Object.entries(badText).flatMap(([label, value]) =>
      ['name', 'description', 'category'].map((field) => ({ field, label, value })),
    ),
    ...Object.entries(badNumberText).flatMap(([label, value]) =>
      ['price', 'stock'].map((field) => ({ field, label, value })),
    ),
  ]

  it('refuses each malformed field with a 400 on that field and stores nothing', async () => {
    const list = `/api/v1/stores/${shop.store.slug}/products`
    const before = await read(list)
    const images = [{ bytes: await image('png') }]
    for (const { field, label, value } of cases) {
      const res = await app.inject({
        method: 'POST',
        url: list,
        headers: seller.auth,
        payload: productForm({ ...validFields, [field]: value }, images),
      })
      const why = `${field} as ${label}: ${res.body}`
      expect(res.statusCode, why).toBe(400)
      expect(res.json().errors?.[0]?.path, why).toBe(field)
    }
    expect(await read(list)).toEqual(before)
  })
})

describe('path ids and names', () => {
  const badIds = ['2147483648', '9e15', '9007199254740993', 'abc', '0x10', '1.5', '0', '-1', '%00']

  it.each([
    ['GET', (id: string) => `/api/v1/orders/${id}`],
    ['PATCH', (id: string) => `/api/v1/orders/${id}`],
    ['DELETE', (id: string) => `/api/v1/orders/${id}/cancel`],
    ['PATCH', (id: string) => `/api/v1/addresses/${id}`],
    ['DELETE', (id: string) => `/api/v1/addresses/${id}`],
  ] as const)('%s an order or an address by a malformed id is a 404', async (method, url) => {
    for (const id of badIds) {
      const res = await app.inject({ method, url: url(id), headers: buyer.auth })
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404)
      expect(res.json().message).toBe('Not found')
    }
    expect((await read(`/api/v1/orders/${orderId}`, buyer)).body.data.status).toBe('PENDING')
  })

  it('a NUL in a slug or uuid is a 404, not a database error', async () => {
    const slug = shop.store.slug
    const paths: [string, string][] = [
      ['GET', '/api/v1/stores/%00'],
      ['GET', `/api/v1/stores/${slug}%00`],
      ['GET', '/api/v1/stores/%00/products'],
      ['GET', '/api/v1/products/%00'],
      ['GET', '/api/v1/products/category/%00'],
      ['PATCH', `/api/v1/stores/${slug}%00`],
      ['DELETE', `/api/v1/stores/${slug}/products/%00`],
    ]
    for (const [method, url] of paths) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: seller.auth,
        ...(method === 'PATCH' ? { payload: { name: 'Renamed' } } : {}),
      })
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404)
    }
    expect((await read(`/api/v1/stores/${slug}`)).body.data.name).toBe(shop.store.name)
  })
})

describe('query strings are decimal whole numbers', () => {
  const bad = ['0x10', '1e2', 'abc', '1.5', '', '-1', '%00', '1%00']

  it.each([
    ['page', '/api/v1/products'],
    ['limit', '/api/v1/products'],
    ['snapshot', '/api/v1/products'],
    ['page', '/api/v1/orders'],
    ['limit', '/api/v1/stores/{slug}/products'],
  ])('?%s= on %s refuses anything else with a 400 on that field', async (field, path) => {
    const url = path.replace('{slug}', shop.store.slug)
    for (const value of bad) {
      const res = await app.inject({
        method: 'GET',
        url: `${url}?${field}=${value}`,
        headers: buyer.auth,
      })
      expect(res.statusCode, `${field}=${value}: ${res.body}`).toBe(400)
      expect(res.json().errors?.[0]?.path).toBe(field)
    }
    const fine = await app.inject({ method: 'GET', url: `${url}?${field}=2`, headers: buyer.auth })
    expect(fine.statusCode).toBe(200)
  })

  it('a search with a control character is a 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/products/search?query=bat%00ik' })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors?.[0]?.path).toBe('query')
  })
})
