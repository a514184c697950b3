import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { refreshPlannerStatistics } from '../db/planner-statistics.ts'
import { categories, stores, users } from '../db/schema/index.ts'
import type { Storage } from '../providers/storage/port.ts'
import { mapLimit, storeArt } from './art/render.ts'
import { CATEGORIES } from './categories.ts'
import { LARGE_BRANDS, LARGE_COLORS, LARGE_STORES, LARGE_TYPES } from './large-catalogue.ts'

export interface LargeSeedOptions {
  /** How many products to add. */
  products: number
  /** Rows per INSERT statement; bounds memory on PGlite. */
  batchSize?: number
}

export interface LargeSeedResult {
  products: number
  ms: number
}

const SELLER = { email: 'bulk-seller@pasar.test', username: 'bulk_seller', name: 'Bulk Seller' }

async function ensureSellerStores(db: Db): Promise<number[]> {
  let [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, SELLER.email))
  if (!seller) [seller] = await db.insert(users).values(SELLER).returning({ id: users.id })
  if (!seller) throw new Error('could not create the bulk seller')
  const ownerId = seller.id
  await db
    .insert(stores)
    .values(LARGE_STORES.map((store) => ({ ...store, ownerId })))
    .onConflictDoNothing({ target: stores.slug })
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, ownerId))
  return rows.map((row) => row.id)
}

/** One picture per product type; every generated product of that type shares it. */
async function ensureImages(storage: Storage): Promise<string[]> {
  return mapLimit(LARGE_TYPES, 2, ([, category, , kind], index) =>
    storeArt(storage, {
      kind,
      category,
      color: LARGE_COLORS[index % LARGE_COLORS.length] ?? '#0f766e',
    }),
  )
}

/** The first free product id: past both the highest row and the identity sequence. */
async function nextProductId(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    SELECT GREATEST(
      (SELECT COALESCE(MAX(id), 0) FROM products),
      (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM products_id_seq)
    )::int AS base`)) as { rows: Array<{ base: number }> }
  return Number(result.rows[0]?.base ?? 0)
}

/**
 * Adds `products` generated products (varied names, categories, prices, stock and dates, each
 * with one shared picture) in a few set-based statements: 100,000 take seconds, not minutes.
 * Used by `npm run seed -- --products N` and by the benchmarks.
 */
export async function seedLargeCatalog(
  db: Db,
  storage: Storage,
  options: LargeSeedOptions,
): Promise<LargeSeedResult> {
  const started = performance.now()
  const count = Math.max(0, Math.floor(options.products))
  const batchSize = options.batchSize ?? 25_000
  await db
    .insert(categories)
    .values([...CATEGORIES])
    .onConflictDoNothing()
  const storeIds = await ensureSellerStores(db)
  const imageKeys = await ensureImages(storage)

  const types = sql.join(
    LARGE_TYPES.map(
      ([name, slug, price], i) =>
        sql`(${i}::int, ${name}::text, ${slug}::text, ${price}::int, ${imageKeys[i] ?? ''}::text)`,
    ),
    sql`, `,
  )
  const brands = sql`ARRAY[${sql.join(
    LARGE_BRANDS.map((b) => sql`${b}::text`),
    sql`, `,
  )}]`
  const storeArray = sql`ARRAY[${sql.join(
    storeIds.map((id) => sql`${id}::int`),
    sql`, `,
  )}]`
  const typeCount = LARGE_TYPES.length
  const base = await nextProductId(db)

  for (let from = 1; from <= count; from += batchSize) {
    const to = Math.min(count, from + batchSize - 1)
    const rows = sql`
      SELECT g, t.*, c.id AS category_id
      FROM generate_series(${from}::int, ${to}::int) AS g
      JOIN types t ON t.i = (g * 7) % ${typeCount}
      JOIN categories c ON c.slug = t.slug`
    await db.transaction(async (tx) => {
      // Ids are assigned here (base + g) so the image rows can be written without a lookup.
      await tx.execute(sql`
        WITH types(i, name, slug, price, image_key) AS (VALUES ${types}), generated AS (${rows})
        INSERT INTO products (id, store_id, category_id, name, description, price, stock, created_at, updated_at)
        OVERRIDING SYSTEM VALUE
        SELECT
          ${base}::int + g,
          (${storeArray})[1 + g % ${storeIds.length}],
          category_id,
          (${brands})[1 + (g / ${typeCount}) % ${LARGE_BRANDS.length}] || ' ' || name || ' '
            || chr(65 + g % 26) || (10 + g % 90)::text,
          name || ' from the bulk catalogue, item ' || g::text
            || '. Quality checked, shipped within 24 hours from Jakarta.',
          GREATEST(1000, LEAST(100000000,
            ROUND(price * (0.6 + ((g * 7919) % 100) / 100.0) / 500) * 500))::int,
          ((g * 37) % 150)::int,
          now() - make_interval(secs => g * 37),
          now() - make_interval(secs => g * 37)
        FROM generated`)
      await tx.execute(sql`
        WITH types(i, name, slug, price, image_key) AS (VALUES ${types}), generated AS (${rows})
        INSERT INTO product_images (product_id, position, key)
        SELECT ${base}::int + g, 0, image_key FROM generated`)
      await giveVariants(tx, base + from, base + to)
    })
  }
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT MAX(id) FROM products))`,
  )
  // Fresh statistics (PGlite has no autovacuum) so the planner sees the catalogue as it is now.
  await refreshPlannerStatistics(db, { all: true })
  return { products: count, ms: Math.round(performance.now() - started) }
}

/**
 * Options of the bulk catalogue's products with variants (docs/decisions/1015-variants.md): three
 * products in ten get one of these, by id; each combination costs its position × 5 % more.
 */
const LARGE_OPTIONS = [
  [
    { name: 'Warna', values: ['Hitam', 'Putih', 'Biru'] },
    { name: 'Ukuran', values: ['S', 'M', 'L', 'XL'] },
  ],
  [{ name: 'Warna', values: ['Hitam', 'Putih', 'Merah'] }],
  [{ name: 'Kapasitas', values: ['64 GB', '128 GB', '256 GB'] }],
]

/**
 * Gives the products `from`..`to` whose id ends in 0, 1 or 2 the options above, set-based: the
 * sole variant their insert made goes (nothing refers to it yet) and every combination is
 * written in one statement, so each product's figures are summed once (migration 0029).
 */
async function giveVariants(tx: Tx, from: number, to: number) {
  const sets = sql.join(
    LARGE_OPTIONS.map((options, i) => sql`(${i}::int, ${JSON.stringify(options)}::jsonb)`),
    sql`, `,
  )
  const chosen = sql`id BETWEEN ${from}::int AND ${to}::int AND id % 10 < ${LARGE_OPTIONS.length}`
  await tx.execute(sql`
    WITH sets(i, options) AS (VALUES ${sets})
    UPDATE products p SET options = sets.options FROM sets WHERE sets.i = p.id % 10 AND ${chosen}`)
  await tx.execute(
    sql`DELETE FROM product_variants WHERE product_id IN (SELECT id FROM products WHERE ${chosen})`,
  )
  await tx.execute(sql`
    WITH combos AS (
      SELECT p.id, p.price, p.stock, p.weight,
        CASE WHEN b.value IS NULL THEN ARRAY[a.value] ELSE ARRAY[a.value, b.value] END AS option_values,
        (row_number() OVER (PARTITION BY p.id ORDER BY a.n, b.n) - 1)::int AS position
      FROM products p
      CROSS JOIN LATERAL jsonb_array_elements_text(p.options -> 0 -> 'values') WITH ORDINALITY AS a(value, n)
      LEFT JOIN LATERAL jsonb_array_elements_text(p.options -> 1 -> 'values') WITH ORDINALITY AS b(value, n) ON true
      WHERE ${chosen})
    INSERT INTO product_variants (product_id, option_values, price, stock, weight, position)
    SELECT id, option_values,
      LEAST(100000000, ROUND(price * (1 + position * 0.05) / 500) * 500)::int,
      ((id * 13 + position * 7) % 40)::int, weight, position
    FROM combos`)
}
