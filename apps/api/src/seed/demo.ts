import { variantLabelOf } from '@pasar/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { refreshPlannerStatistics } from '../db/planner-statistics.ts'
import {
  addresses,
  categories,
  productImages,
  products,
  storeAddresses,
  stores,
  users,
} from '../db/schema/index.ts'
import { hashPassword } from '../lib/password.ts'
import { bookDemoSales } from '../modules/fulfilment/index.ts'
import { insertDemoOrders, startDemoPayments } from '../modules/orders/index.ts'
import { insertDemoPayouts } from '../modules/payouts/index.ts'
import type { PaymentProvider } from '../providers/payment/port.ts'
import type { Storage } from '../providers/storage/port.ts'
import { mapLimit, storeArt } from './art/render.ts'
import { CATEGORIES } from './categories.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { DEMO_ADDRESS_BOOKS, DEMO_STORE_ORIGINS, DEMO_WEIGHTS } from './demo-addresses.ts'
import { DEMO_STORES } from './demo-catalog.ts'
import { isEmpty } from './empty.ts'
import { DEMO_ORDERS } from './demo-orders.ts'
import { recordDemoPaymentsAtTwin } from './demo-payments.ts'
import { insertDemoReviews } from './demo-reviews.ts'
import { colourShotsOf, demoVariantRows, insertDemoVariants } from './demo-variants.ts'
import { demoDiscounts, insertDemoVouchers } from './demo-vouchers.ts'
import type { DemoProduct } from './demo-stores/types.ts'

// Serialises the first-start seed of several API processes sharing one PostgreSQL.
const SEED_LOCK = 7_262_002

interface Listing {
  store: string
  product: DemoProduct
}

/**
 * Products in the order a shopper sees them, newest first: one per category in turn, so the
 * first page and the home page's popular products show the whole range.
 */
function interleaved(): Listing[] {
  const byCategory = new Map<string, Listing[]>(CATEGORIES.map((c) => [c.slug, []]))
  for (const store of DEMO_STORES)
    for (const product of store.products)
      byCategory.get(product.category)?.push({ store: store.slug, product })
  const queues = [...byCategory.values()]
  const result: Listing[] = []
  while (queues.some((q) => q.length > 0))
    for (const queue of queues) {
      const next = queue.shift()
      if (next) result.push(next)
    }
  return result
}

async function renderPictures(storage: Storage, listings: Listing[]): Promise<string[][]> {
  const designs = listings.flatMap(({ product }, index) => [
    ...Array.from({ length: product.images }, (_, shot) => ({
      index,
      shot,
      product,
      color: product.color,
    })),
    ...colourShotsOf(product).map((color) => ({ index, shot: 0, product, color })),
  ])
  const keys = await mapLimit(designs, 2, ({ product, shot, color }) =>
    storeArt(storage, { kind: product.kind, category: product.category, color, shot }),
  )
  const byListing = listings.map((): string[] => [])
  designs.forEach(({ index }, i) => byListing[index]?.push(keys[i] ?? ''))
  return byListing
}

/** How the demo orders are paid: the app's provider (none from the CLI) and its payment window. */
export interface DemoPayments {
  provider?: PaymentProvider | undefined
  paymentTtlMs: number
  /** SHIP_WITHIN: a paid demo store order's ship-by is its payment time plus this. */
  shipWithinMs?: number
  /** PLATFORM_FEE_PERCENT in basis points: the completed demo sales' fees (default 5 %). */
  feeBasisPoints?: number
}

// ORDER_PAYMENT_TTL's and SHIP_WITHIN's defaults, for callers without a configuration.
const DEFAULT_PAYMENTS: DemoPayments = { paymentTtlMs: 24 * 3_600_000 }
const DEFAULT_SHIP_WITHIN_MS = 3 * 24 * 3_600_000

/** The buyer's default (first) demo address, as an order keeps it. */
function demoAddressOf(email: string) {
  const [first] = DEMO_ADDRESS_BOOKS[email] ?? []
  if (!first) throw new Error(`demo buyer without an address: ${email}`)
  const { label: _label, ...place } = first
  return place
}

/** The seed's work that needs no database: the products' pictures and the accounts' hashes. */
export interface DemoPreparation {
  listings: Listing[]
  ready: Promise<{ pictures: string[][]; hashes: string[] }>
}

/**
 * Starts rendering the pictures and hashing the passwords, so that `npm start` can do it while the
 * web app builds. The pictures are stored as they render: an unused picture is harmless.
 */
export function prepareDemoSeed(storage: Storage): DemoPreparation {
  const listings = interleaved()
  const ready = Promise.all([
    renderPictures(storage, listings),
    Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password))),
  ]).then(([pictures, hashes]) => ({ pictures, hashes }))
  // Awaited by seedDemo; a failure before then must not end the process as unhandled.
  ready.catch(() => {})
  return { listings, ready }
}

/**
 * Seeds the demo catalogue into an empty database: the categories, the demo accounts, three
 * stores and their products with rendered pictures, and the demo shopper's orders. Pictures are
 * stored first and every row is written in one transaction, so an interrupted seed leaves an
 * empty database that seeds again; the PENDING order's payment is started through the provider
 * after the commit (docs/decisions/0900-demo-orders.md). Returns whether it seeded.
 */
export async function seedDemoIfEmpty(
  db: Db,
  storage: Storage,
  payments: DemoPayments = DEFAULT_PAYMENTS,
): Promise<boolean> {
  if (!(await isEmpty(db))) return false
  return seedDemo(db, prepareDemoSeed(storage), payments)
}

/** seedDemoIfEmpty with its pictures and hashes started earlier (prepareDemoSeed). */
export async function seedDemo(
  db: Db,
  preparation: DemoPreparation,
  payments: DemoPayments = DEFAULT_PAYMENTS,
): Promise<boolean> {
  const { listings } = preparation
  const { pictures, hashes } = await preparation.ready
  const pending = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    if (!(await isEmpty(tx))) return undefined
    await tx
      .insert(categories)
      .values([...CATEGORIES])
      .onConflictDoNothing()
    const categoryIds = new Map(
      (await tx.select().from(categories)).map((c) => [c.slug, c.id] as const),
    )
    const accounts = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account, i) => ({
          email: account.email,
          username: account.username,
          name: account.name,
          passwordHash: hashes[i],
        })),
      )
      .returning({ id: users.id, email: users.email })
    const ownerIds = new Map(accounts.map((a) => [a.email, a.id] as const))
    const storeRows = await tx
      .insert(stores)
      .values(
        DEMO_STORES.map((store) => ({
          ownerId: ownerIds.get(store.owner) ?? 0,
          name: store.name,
          slug: store.slug,
          description: store.description,
        })),
      )
      .returning({ id: stores.id, slug: stores.slug })
    const storeIds = new Map(storeRows.map((s) => [s.slug, s.id] as const))
    await tx.insert(storeAddresses).values(
      storeRows.flatMap((s) => {
        const origin = DEMO_STORE_ORIGINS[s.slug]
        return origin ? [{ storeId: s.id, ...origin }] : []
      }),
    )
    await tx.insert(addresses).values(
      accounts.flatMap((account) =>
        (DEMO_ADDRESS_BOOKS[account.email] ?? []).map((place, i) => ({
          userId: account.id,
          ...place,
          isDefault: i === 0,
          // The default is the older one, as if added first.
          createdAt: new Date(Date.now() - (10 - i) * 86_400_000),
        })),
      ),
    )
    const now = Date.now()
    await insertDemoVouchers(tx, storeIds, now)
    const rows = await tx
      .insert(products)
      .values(
        listings.map(({ store, product }, i) => {
          // Newest first in listing order; an hour apart reads like a shop that is alive.
          const createdAt = new Date(now - i * 3_600_000)
          return {
            storeId: storeIds.get(store) ?? 0,
            categoryId: categoryIds.get(product.category) ?? 0,
            name: product.name,
            description: product.description,
            price: product.price,
            stock: product.stock,
            weight: DEMO_WEIGHTS[product.kind],
            createdAt,
            updatedAt: createdAt,
          }
        }),
      )
      .returning({ id: products.id })
    await tx
      .insert(productImages)
      .values(
        rows.flatMap((row, i) =>
          (pictures[i] ?? []).map((key, position) => ({ productId: row.id, position, key })),
        ),
      )
    const variants = rows.map((row, i) => {
      const { product } = listings[i] as Listing
      const rowsOf = demoVariantRows(product, DEMO_WEIGHTS[product.kind], pictures[i] ?? [])
      return { productId: row.id, product, rows: rowsOf }
    })
    const variantIds = await insertDemoVariants(tx, variants)
    const byName = new Map(
      rows.map((row, i) => {
        const { store, product } = listings[i] as Listing
        const line = {
          productId: row.id,
          storeId: storeIds.get(store) ?? 0,
          weight: DEMO_WEIGHTS[product.kind],
        }
        return [product.name, { ...line, product, productName: product.name }] as const
      }),
    )
    /** A demo order's line: the product, or the variant of `values` at its price. */
    const lineOf = (name: string, quantity: number, values?: string[]) => {
      const found = byName.get(name)
      if (!found) throw new Error(`demo order of an unknown product: ${name}`)
      const { product, ...line } = found
      const label = values ? variantLabelOf(values) : null
      const variant = label ? variantIds.get(`${line.productId}:${label}`) : undefined
      if (product.variants && !variant) throw new Error(`demo order without a variant: ${name}`)
      return { ...line, price: variant?.price ?? product.price, quantity, variantId: variant?.id }
    }
    const provider = payments.provider?.name ?? 'local'
    const pendingIds = await insertDemoOrders(tx, {
      provider,
      paymentTtlMs: payments.paymentTtlMs,
      shipWithinMs: payments.shipWithinMs ?? DEFAULT_SHIP_WITHIN_MS,
      orders: DEMO_ORDERS.map((plan) => {
        const userId = ownerIds.get(plan.buyer) ?? 0
        const createdAt = new Date(now - plan.minutesAgo * 60_000)
        return {
          userId,
          story: plan.story,
          fulfilment: plan.fulfilment,
          address: demoAddressOf(plan.buyer),
          createdAt,
          lines: plan.lines.map(([name, quantity, values]) => lineOf(name, quantity, values)),
          discounts: demoDiscounts(tx, { userId, codes: plan.vouchers, createdAt }),
        }
      }),
    })
    if (provider === 'local') await recordDemoPaymentsAtTwin(tx)
    await insertDemoReviews(tx)
    // The completed demo sales in the ledger, and a withdrawal made and one waiting (ADR 0980).
    const sales = await bookDemoSales(tx, payments.feeBasisPoints ?? 500)
    await insertDemoPayouts(tx, [...new Set(sales.map((sale) => sale.storeId))], now)
    return pendingIds
  })
  if (!pending) return false
  if (payments.provider) await startDemoPayments({ db, provider: payments.provider }, pending)
  // PGlite keeps no statistics of its own: plan the first requests on the seeded catalogue.
  await refreshPlannerStatistics(db, { all: true })
  return true
}
