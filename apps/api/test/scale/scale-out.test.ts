import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startListening, type ServerProcess } from '../foundation/server-process.ts'
import { withDatabase } from '../helpers/global-setup.ts'
import { startRedis } from '../helpers/redis.ts'
import { startS3 } from '../helpers/s3.ts'
import { BUYER_ADDRESS, STORE_ORIGIN } from '../helpers/checkout.ts'
import { image, productForm } from '../stores/support.ts'

// Two API processes on one PostgreSQL, Redis and S3-compatible storage, reached directly (the
// clients alternate between their ports), as several processes behind a load balancer would be
// (docs/deploy.md, docs/decisions/0955-scale-out-in-ci.md). `npm run test:scale`.

const serverUrl = process.env.TEST_DATABASE_URL
if (!serverUrl) throw new Error('the scale-out test needs TEST_DATABASE_URL (a PostgreSQL server)')

const database = `pasar_scale_${randomBytes(6).toString('hex')}`
const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${database}`)
await admin.end()

const s3 = await startS3()
const env = {
  ...s3.env,
  DATABASE_URL: withDatabase(serverUrl, database),
  REDIS_URL: await startRedis(),
  // Both processes are one site: the same address (token issuer) and secret.
  PUBLIC_URL: 'http://pasar.test',
  JWT_SECRET: `scale-${randomBytes(24).toString('hex')}`,
  JOBS_INTERVAL: '1s',
  ORDER_PAYMENT_TTL: '6s',
  // A paid store order not shipped within 4 s is canceled and refunded by the ship-by job.
  SHIP_WITHIN: '4s',
  AUTH_RATE_LIMIT_MAX: '5',
  LOG_LEVEL: 'warn',
}
// Started together: the migrations' advisory lock lets one migrate while the other waits.
const servers: ServerProcess[] = await Promise.all([startListening(env), startListening(env)])
const [a, b] = servers as [ServerProcess, ServerProcess]

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM')
  await Promise.all(servers.map((server) => server.exited))
  const cleanup = new pg.Client({ connectionString: serverUrl })
  await cleanup.connect()
  await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await cleanup.end()
})

/** Prints a figure of the run (the closing notes quote them). */
const report = (line: string) => process.stdout.write(`${line}\n`)

interface Session {
  id: number
  auth: { authorization: string }
  refreshToken: string
}

async function call(server: ServerProcess, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (typeof init.body === 'string') headers.set('content-type', 'application/json')
  const res = await fetch(`${server.url}${path}`, { ...init, headers })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined }
}

const json = (method: string, body: unknown, auth?: Session['auth']): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: auth,
})

async function account(on: ServerProcess, signInOn = on): Promise<Session> {
  const id = randomBytes(5).toString('hex')
  const email = `scale-${id}@example.com`
  const password = 'correct-horse'
  const registered = await call(
    on,
    '/register',
    json('POST', { email, username: `scale_${id}`, name: `Scale ${id}`, password }),
  )
  expect(registered.status).toBe(201)
  const login = await call(signInOn, '/login', json('POST', { email, password }))
  expect(login.status).toBe(200)
  return {
    id: login.body.data.id,
    auth: { authorization: `Bearer ${login.body.accessToken}` },
    refreshToken: login.body.refreshToken,
  }
}

async function category(): Promise<string> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  await client.query(
    `INSERT INTO categories (name, slug) VALUES ('Fashion', 'fashion') ON CONFLICT DO NOTHING`,
  )
  await client.end()
  return 'fashion'
}

const seller = await account(a)
const categorySlug = await category()
const store = await call(a, '/api/v1/stores', json('POST', { name: 'Toko Skala' }, seller.auth))
expect(store.status).toBe(201)
const slug = store.body.data.slug as string
expect(
  (await call(a, `/api/v1/stores/${slug}/address`, json('PUT', STORE_ORIGIN, seller.auth))).status,
).toBe(200)

async function createProduct(on: ServerProcess, stock: number, price = 150_000) {
  const res = await fetch(`${on.url}/api/v1/stores/${slug}/products`, {
    method: 'POST',
    headers: seller.auth,
    body: productForm(
      {
        name: `Kaos Skala ${randomBytes(3).toString('hex')}`,
        category: categorySlug,
        description: 'A shirt sold from two processes.',
        price: String(price),
        stock: String(stock),
      },
      [{ bytes: await image('png') }],
    ),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { data: { id: number; uuid: string; images: string[] } }).data
}

/** A buyer's address, a line of `productId` in the cart and the cheapest shipping: the order's body. */
async function readyToOrder(buyer: Session, on: ServerProcess, productId: number) {
  const address = await call(on, '/api/v1/addresses', json('POST', BUYER_ADDRESS, buyer.auth))
  expect(address.status).toBe(201)
  const added = await call(
    on,
    '/api/v1/carts',
    json('POST', { productId, quantity: 1 }, buyer.auth),
  )
  expect(added.status).toBe(201)
  const rates = await call(
    on,
    '/api/v1/shipping/rates',
    json('POST', { addressId: address.body.data.id }, buyer.auth),
  )
  expect(rates.status).toBe(200)
  const [group] = rates.body.data as {
    storeId: number
    options: { courierCode: string; serviceCode: string }[]
  }[]
  const [cheapest] = group?.options ?? []
  return {
    addressId: address.body.data.id as number,
    shipping: [
      {
        storeId: group?.storeId,
        courierCode: cheapest?.courierCode,
        serviceCode: cheapest?.serviceCode,
      },
    ],
  }
}

/** Buyers signed in ten at a time: a sign-in counts against its IP's limit until it succeeded. */
async function buyers(count: number): Promise<Session[]> {
  const all: Session[] = []
  for (let batch = 0; batch < count / 10; batch += 1) {
    all.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => account(i % 2 ? b : a)))))
  }
  return all
}

describe('two API processes on one PostgreSQL, Redis and S3', { timeout: 120_000 }, () => {
  it('share sessions: a token and a refresh token from one work on the other', async () => {
    const user = await account(a)
    const me = await call(b, '/me', { headers: user.auth })
    expect(me.status).toBe(200)
    expect(me.body.data.id).toBe(user.id)
    const refreshed = await call(
      b,
      '/refresh-token',
      json('POST', { refreshToken: user.refreshToken }),
    )
    expect(refreshed.status).toBe(200)
    // The rotated-out token is refused on the first process too.
    const replayed = await call(
      a,
      '/refresh-token',
      json('POST', { refreshToken: user.refreshToken }),
    )
    expect(replayed.status).toBe(401)
  })

  it('share the sign-in limit: five failures spread over both, the sixth is refused', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await call(i % 2 ? b : a, '/login', json('POST', { email, password: 'wrong-pw' }))
      statuses.push(res.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('show a picture uploaded on one from the other, out of the bucket', async () => {
    const product = await createProduct(a, 3)
    const onB = await call(b, `/api/v1/products/${product.uuid}`)
    expect(onB.body.data.images).toEqual(product.images)
    const [url = ''] = product.images
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true)
    expect((await fetch(url)).status).toBe(200)
  })

  it('keep the catalogue coherent: a price changed on one is listed by the other at once', async () => {
    const product = await createProduct(a, 3, 200_000)
    const listedPrice = async () => {
      const page = await call(b, '/api/v1/products?limit=50')
      return (page.body.data as { id: number; price: number }[]).find((p) => p.id === product.id)
        ?.price
    }
    // The other process has listed (and may keep) the page with the old price.
    expect(await listedPrice()).toBe(200_000)
    const changed = await call(
      a,
      `/api/v1/stores/${slug}/products/${product.uuid}`,
      json('PATCH', { price: 175_000 }, seller.auth),
    )
    expect(changed.status).toBe(200)
    const started = performance.now()
    const first = await listedPrice()
    const staleness = performance.now() - started
    report(
      `scale-out: listing on the other process after a price change: ${first} in ${staleness.toFixed(1)} ms`,
    )
    expect(first).toBe(175_000)
  })

  it('sell the last item once to 50 buyers racing across both, and expire the order once', async () => {
    const product = await createProduct(a, 1)
    const ready = await Promise.all(
      (await buyers(50)).map(async (buyer, i) => ({
        buyer,
        on: i % 3 ? a : b,
        body: await readyToOrder(buyer, i % 2 ? a : b, product.id),
      })),
    )
    const results = await Promise.all(
      ready.map(({ buyer, on, body }) =>
        call(on, '/api/v1/orders', json('POST', body, buyer.auth)),
      ),
    )
    const statuses = results.map((r) => r.status).sort()
    report(
      `scale-out: 50 buyers for stock 1 → ${statuses.filter((s) => s === 201).length} order(s), ` +
        `${statuses.filter((s) => s === 409).length} refused`,
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)

    // The order is left unpaid: both processes run the expiry job every second; the item comes
    // back once, not once per process.
    const winner = results.findIndex((r) => r.status === 201)
    const orderId = results[winner]?.body.data.id as number
    const owner = ready[winner]?.buyer as Session
    await expect
      .poll(
        async () =>
          (await call(b, `/api/v1/orders/${orderId}`, { headers: owner.auth })).body.data.status,
        {
          timeout: 30_000,
          interval: 500,
        },
      )
      .toBe('EXPIRED')
    const after = await call(a, `/api/v1/products/${product.uuid}`)
    expect(after.body.data.stock).toBe(1)
  })

  it('cancel a store order past its ship-by once across both: one refund paid, the stock back once', async () => {
    const product = await createProduct(b, 2, 100_000)
    const buyer = await account(a)
    const address = await call(b, '/api/v1/addresses', json('POST', BUYER_ADDRESS, buyer.auth))
    expect(address.status).toBe(201)
    const added = await call(
      a,
      '/api/v1/carts',
      json('POST', { productId: product.id, quantity: 1 }, buyer.auth),
    )
    expect(added.status).toBe(201)
    const rates = await call(
      b,
      '/api/v1/shipping/rates',
      json('POST', { addressId: address.body.data.id }, buyer.auth),
    )
    const [group] = rates.body.data as {
      storeId: number
      options: { courierCode: string; serviceCode: string }[]
    }[]
    const [cheapest] = group?.options ?? []
    const ordered = await call(
      a,
      '/api/v1/orders',
      json(
        'POST',
        {
          addressId: address.body.data.id,
          shipping: [
            {
              storeId: group?.storeId,
              courierCode: cheapest?.courierCode,
              serviceCode: cheapest?.serviceCode,
            },
          ],
        },
        buyer.auth,
      ),
    )
    expect(ordered.status).toBe(201)
    const orderId = ordered.body.data.id as number
    // Paid in the payment twin of one process; its notification reaches that process.
    const paid = await fetch(`${a.url}/local/midtrans/pay/${ordered.body.token as string}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ choice: 'pay' }),
    })
    expect(paid.status).toBe(200)

    // Nobody ships it: both processes run the ship-by job every second.
    const storeOrder = async () =>
      (await call(b, `/api/v1/orders/${orderId}`, { headers: buyer.auth })).body.data
        .storeOrders[0] as { id: number; status: string; refund: { amount: number } | null }
    await expect
      .poll(async () => (await storeOrder()).status, { timeout: 30_000, interval: 500 })
      .toBe('CANCELED')
    const canceled = await storeOrder()
    // A second cancel would put the item back twice and ask the provider for a second refund.
    expect((await call(a, `/api/v1/products/${product.uuid}`)).body.data.stock).toBe(2)
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      const ours = await client.query<{ count: string; provider_order_id: string }>(
        `SELECT count(*)::text AS count, min(provider_order_id) AS provider_order_id
           FROM refunds WHERE store_order_id = $1`,
        [canceled.id],
      )
      const sent = await client.query<{ count: string; amount: string }>(
        `SELECT count(*)::text AS count, coalesce(sum(amount), 0)::text AS amount
           FROM local_payment_refunds WHERE provider_order_id = $1`,
        [ours.rows[0]?.provider_order_id],
      )
      report(
        `scale-out: ship-by job on both processes → ${ours.rows[0]?.count} refund(s), ` +
          `${sent.rows[0]?.count} paid by the provider (Rp ${sent.rows[0]?.amount})`,
      )
      expect(ours.rows[0]?.count).toBe('1')
      expect(sent.rows[0]).toEqual({ count: '1', amount: String(canceled.refund?.amount) })
    } finally {
      await client.end()
    }
  })
  it('give a quota-1 voucher to one of 20 buyers racing across both, and one buyer one use of five', async () => {
    const product = await createProduct(a, 100)
    const voucher = async (code: string, limits: { quota: number; perBuyer: number }) => {
      const res = await call(
        b,
        `/api/v1/stores/${slug}/vouchers`,
        json(
          'POST',
          {
            code,
            kind: 'FIXED',
            value: 10_000,
            ...limits,
            startsAt: new Date(Date.now() - 60_000).toISOString(),
            endsAt: new Date(Date.now() + 86_400_000).toISOString(),
          },
          seller.auth,
        ),
      )
      expect(res.status).toBe(201)
    }
    const suffix = randomBytes(3).toString('hex').toUpperCase()
    await voucher(`ONE${suffix}`, { quota: 1, perBuyer: 1 })
    await voucher(`EACH${suffix}`, { quota: 100, perBuyer: 1 })

    const racing = await buyers(20)
    const bodies = await Promise.all(
      racing.map((buyer, i) => readyToOrder(buyer, i % 2 ? a : b, product.id)),
    )
    const results = await Promise.all(
      racing.map((buyer, i) =>
        call(
          i % 3 ? a : b,
          '/api/v1/orders',
          json('POST', { ...bodies[i], vouchers: [`ONE${suffix}`] }, buyer.auth),
        ),
      ),
    )
    const made = results.filter((r) => r.status === 201)
    const refused = results.filter((r) => r.status === 409)
    report(`scale-out: 20 buyers for a quota-1 voucher → ${made.length} order(s)`)
    expect(made).toHaveLength(1)
    expect(made[0]?.body.data.discountTotal).toBe(10_000)
    expect(refused).toHaveLength(19)
    expect(new Set(refused.map((r) => r.body.message))).toEqual(
      new Set(['This voucher has run out.']),
    )

    // One buyer, five orders at once over both processes, a voucher of one use per buyer.
    const [buyer] = await buyers(10)
    const body = await readyToOrder(buyer as Session, a, product.id)
    const five = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(
          i % 2 ? a : b,
          '/api/v1/orders',
          json('POST', { ...body, vouchers: [`EACH${suffix}`] }, (buyer as Session).auth),
        ),
      ),
    )
    const ordered = five.filter((r) => r.status === 201).length
    report(`scale-out: one buyer's 5 orders at once with a one-use voucher → ${ordered} order(s)`)
    expect(ordered).toBe(1)
  })
})
