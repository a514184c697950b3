/**
 * The load of `bench:checkout`, in a worker thread so the load generator does not share the
 * server's event loop (as bench:api and bench:pages run autocannon). A job is answered with its
 * timed calls' p50, p99 and rate; a failed call fails the job.
 */
import { parentPort } from 'node:worker_threads'

export interface Buyer {
  headers: Record<string, string>
  addressId: number
}

/** A request's method, headers and body, as `fetch` takes them. */
export interface Call {
  method?: string
  headers?: Record<string, string>
  body?: string
}

export type LoadJob =
  | {
      /**
       * Each buyer's cart gets a product and is quoted, `connections` at a time: buyer i gets
       * `productIds[i % productIds.length]`.
       */
      kind: 'carts'
      base: string
      buyers: Buyer[]
      productIds: number[]
      connections: number
      /** Voucher codes each order's body carries (`vouchers`), if any. */
      vouchers?: string[]
    }
  | {
      /**
       * Orders on `connections` concurrent loops. `alone`: one order per buyer, of the cart a
       * 'carts' job filled and quoted, so only orders are under way. Otherwise each loop is one
       * buyer, who adds a product (loop i: `productIds[i % productIds.length]`) and quotes (not
       * timed) before each of `count` orders (timed), among the other loops' orders.
       */
      kind: 'orders'
      alone: boolean
      base: string
      buyers: Buyer[]
      productIds: number[]
      count: number
      connections: number
      /** Voucher codes each order's body carries when not `alone` (a 'carts' job's otherwise). */
      vouchers?: string[]
    }
  | {
      /** The same request `count` times. */
      kind: 'same'
      url: string
      init: Call
      expect: number
      count: number
      connections: number
    }

export interface LoadFigures {
  p50: number
  p99: number
  perSecond: number
}

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0

/**
 * Runs `count` timed calls on `connections` concurrent loops; `prepare` is not timed. Each call
 * is told its number and the loop that makes it.
 */
async function run(
  count: number,
  connections: number,
  timed: (i: number, loop: number) => Promise<void>,
  prepare: (i: number, loop: number) => Promise<void> = async () => {},
): Promise<LoadFigures> {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      for (let i = next++; i < count; i = next++) {
        await prepare(i, loop)
        const t = performance.now()
        await timed(i, loop)
        latencies.push(performance.now() - t)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { p50: p(latencies, 0.5), p99: p(latencies, 0.99), perSecond: count / seconds }
}

export async function call(url: string, init: RequestInit & { expect: number }) {
  const res = await fetch(url, init)
  const text = await res.text()
  if (res.status !== init.expect) throw new Error(`${url}: ${res.status} ${text}`)
  return text
}

/** The order body of each buyer a 'carts' job filled and quoted, by the buyer's index. */
const quoted = new Map<number, string>()

/**
 * Adds the product to the buyer's cart and quotes it; answers the body of its order, with the
 * voucher codes if any.
 */
async function fillAndQuote(
  base: string,
  productId: number,
  buyer: Buyer,
  vouchers: string[] | undefined,
) {
  await call(`${base}/api/v1/carts`, {
    method: 'POST',
    headers: buyer.headers,
    body: JSON.stringify({ productId, quantity: 1 }),
    expect: 201,
  })
  const rates = await call(`${base}/api/v1/shipping/rates`, {
    method: 'POST',
    headers: buyer.headers,
    body: JSON.stringify({ addressId: buyer.addressId }),
    expect: 200,
  })
  const groups = (
    JSON.parse(rates) as {
      data: { storeId: number; options: { courierCode: string; serviceCode: string }[] }[]
    }
  ).data
  const shipping = groups.map((g) => ({
    storeId: g.storeId,
    courierCode: g.options[0]?.courierCode,
    serviceCode: g.options[0]?.serviceCode,
  }))
  return JSON.stringify({ addressId: buyer.addressId, shipping, ...(vouchers && { vouchers }) })
}

function productAt(productIds: number[], index: number) {
  const productId = productIds[index % productIds.length]
  if (productId === undefined) throw new Error('no product')
  return productId
}

function buyerAt(buyers: Buyer[], index: number) {
  const buyer = buyers[index]
  if (!buyer) throw new Error(`no buyer ${index}`)
  return buyer
}

function carts(job: Extract<LoadJob, { kind: 'carts' }>) {
  return run(job.buyers.length, job.connections, async (i) => {
    const productId = productAt(job.productIds, i)
    quoted.set(i, await fillAndQuote(job.base, productId, buyerAt(job.buyers, i), job.vouchers))
  })
}

function orders(job: Extract<LoadJob, { kind: 'orders' }>) {
  const { base, buyers, productIds } = job
  const placeOrder = (buyer: Buyer, body: string | undefined) => {
    if (body === undefined) throw new Error('an order of a cart that was not quoted')
    return call(`${base}/api/v1/orders`, {
      method: 'POST',
      headers: buyer.headers,
      body,
      expect: 201,
    }).then(() => undefined)
  }
  if (job.alone) {
    return run(job.count, job.connections, (i) => {
      const body = quoted.get(i)
      quoted.delete(i)
      return placeOrder(buyerAt(buyers, i), body)
    })
  }
  // Each loop is one buyer, so a buyer never has two orders under way.
  const bodies = new Map<number, string>()
  return run(
    job.count,
    job.connections,
    (i, loop) => placeOrder(buyerAt(buyers, loop), bodies.get(i)),
    async (i, loop) =>
      void bodies.set(
        i,
        await fillAndQuote(base, productAt(productIds, loop), buyerAt(buyers, loop), job.vouchers),
      ),
  )
}

function same(job: Extract<LoadJob, { kind: 'same' }>) {
  const request = () => call(job.url, { ...job.init, expect: job.expect }).then(() => undefined)
  return run(job.count, job.connections, request)
}

parentPort?.on('message', (job: LoadJob) => {
  const figures =
    job.kind === 'carts' ? carts(job) : job.kind === 'orders' ? orders(job) : same(job)
  figures.then(
    (answer) => parentPort?.postMessage({ answer }),
    (error: unknown) => parentPort?.postMessage({ error: String(error) }),
  )
})
