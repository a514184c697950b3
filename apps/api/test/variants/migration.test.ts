import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder, type Database } from '../../src/db/client.ts'
import { createEmptyDatabase } from '../helpers/database.ts'

// Migration 0029 turns every product into one variant without options, with nothing lost
// (docs/decisions/1015-variants.md): a database made by the migrations before it, holding a
// catalogue, carts and orders, is migrated and compared.

/** A copy of the migrations up to (not including) `first`. */
function migrationsBefore(first: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-migrations-'))
  fs.cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[]
  }
  for (const entry of journal.entries.filter((e) => e.idx >= first)) {
    fs.rmSync(path.join(folder, `${entry.tag}.sql`))
  }
  journal.entries = journal.entries.filter((e) => e.idx < first)
  fs.writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

let database: Database
let folder: string
beforeAll(async () => {
  database = await createEmptyDatabase()
  folder = migrationsBefore(29)
  await database.migrate(folder)
  const { db } = database
  await db.execute(sql`
    INSERT INTO users (email, username, name, password_hash) VALUES
      ('seller@example.test', 'seller', 'Sari', 'x'), ('buyer@example.test', 'buyer', 'Budi', 'x')`)
  await db.execute(sql`INSERT INTO categories (name, slug) VALUES ('Clothing', 'clothing')`)
  await db.execute(
    sql`INSERT INTO stores (owner_id, name, slug) VALUES (1, 'Toko Sari', 'toko-sari')`,
  )
  await db.execute(sql`
    INSERT INTO products (store_id, category_id, name, price, stock, weight) VALUES
      (1, 1, 'Kemeja Batik Parang', 325000, 28, 400),
      (1, 1, 'Kaos Polos Hitam', 79000, 0, 200),
      (1, 1, 'Celana Chino Khaki', 279000, 40, 600)`)
  await db.execute(
    sql`INSERT INTO cart_items (user_id, product_id, quantity) VALUES (2, 1, 2), (2, 3, 1)`,
  )
  await db.execute(sql`
    INSERT INTO orders (user_id, total_price, items_total, payment_deadline)
      VALUES (2, 404000, 404000, now() + interval '1 day')`)
  await db.execute(sql`
    INSERT INTO order_items (order_id, product_id, store_id, product_name, price, quantity) VALUES
      (1, 1, 1, 'Kemeja Batik Parang', 325000, 1), (1, 2, 1, 'Kaos Polos Hitam', 79000, 1)`)
  await database.migrate()
})
afterAll(async () => {
  await database.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

describe('migration 0029 (variants)', () => {
  it('gives every product one variant without options carrying its price, stock and weight', async () => {
    const products = await rows<{
      id: number
      price: number
      price_max: number
      stock: number
      options: unknown
    }>(database, sql`SELECT id, price, price_max, stock, options FROM products ORDER BY id`)
    expect(products).toEqual([
      { id: 1, price: 325000, price_max: 325000, stock: 28, options: [] },
      { id: 2, price: 79000, price_max: 79000, stock: 0, options: [] },
      { id: 3, price: 279000, price_max: 279000, stock: 40, options: [] },
    ])
    const variants = await rows(
      database,
      sql`SELECT product_id, option_values, price, stock, weight, retired_at FROM product_variants ORDER BY product_id`,
    )
    expect(variants).toEqual([
      { product_id: 1, option_values: [], price: 325000, stock: 28, weight: 400, retired_at: null },
      { product_id: 2, option_values: [], price: 79000, stock: 0, weight: 200, retired_at: null },
      { product_id: 3, option_values: [], price: 279000, stock: 40, weight: 600, retired_at: null },
    ])
  })

  it('keeps every cart line and order line, naming its product’s variant', async () => {
    const carts = await rows(
      database,
      sql`SELECT c.product_id, c.quantity, v.product_id AS variant_of
          FROM cart_items c JOIN product_variants v ON v.id = c.variant_id ORDER BY c.product_id`,
    )
    expect(carts).toEqual([
      { product_id: 1, quantity: 2, variant_of: 1 },
      { product_id: 3, quantity: 1, variant_of: 3 },
    ])
    const lines = await rows(
      database,
      sql`SELECT o.product_name, o.price, o.quantity, o.variant_label, v.product_id AS variant_of
          FROM order_items o JOIN product_variants v ON v.id = o.variant_id ORDER BY o.id`,
    )
    expect(lines).toEqual([
      {
        product_name: 'Kemeja Batik Parang',
        price: 325000,
        quantity: 1,
        variant_label: null,
        variant_of: 1,
      },
      {
        product_name: 'Kaos Polos Hitam',
        price: 79000,
        quantity: 1,
        variant_label: null,
        variant_of: 2,
      },
    ])
  })

  it('keeps a product’s figures and its sole variant’s one after the migration', async () => {
    const { db } = database
    await db.execute(sql`UPDATE products SET price = 300000, stock = 5 WHERE id = 1`)
    await db.execute(sql`UPDATE product_variants SET stock = stock - 2 WHERE product_id = 3`)
    const figures = await rows(
      database,
      sql`SELECT p.id, p.price, p.price_max, p.stock, v.price AS variant_price, v.stock AS variant_stock
          FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.id IN (1, 3) ORDER BY p.id`,
    )
    expect(figures).toEqual([
      {
        id: 1,
        price: 300000,
        price_max: 300000,
        stock: 5,
        variant_price: 300000,
        variant_stock: 5,
      },
      {
        id: 3,
        price: 279000,
        price_max: 279000,
        stock: 38,
        variant_price: 279000,
        variant_stock: 38,
      },
    ])
    const inserted = await rows<{ id: number }>(
      database,
      sql`INSERT INTO products (store_id, category_id, name, price, stock) VALUES (1, 1, 'Topi Rajut', 45000, 12) RETURNING id`,
    )
    const sole = await rows(
      database,
      sql`SELECT price, stock, weight FROM product_variants WHERE product_id = ${inserted[0]?.id}`,
    )
    expect(sole).toEqual([{ price: 45000, stock: 12, weight: 1000 }])
  })

  it('refuses a direct write of the figures of a product with options', async () => {
    const { db } = database
    await db.execute(
      sql`UPDATE products SET options = '[{"name":"Ukuran","values":["M","L"]}]' WHERE id = 2`,
    )
    const refused = await db.execute(sql`UPDATE products SET stock = 3 WHERE id = 2`).then(
      () => undefined,
      (error: { cause?: { code?: string; message?: string } }) => error.cause,
    )
    expect(refused?.code).toBe('23514')
    expect(refused?.message).toMatch(/through its variants/)
  })
})
