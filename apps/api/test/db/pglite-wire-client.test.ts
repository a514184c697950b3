import v8 from 'node:v8'
import vm from 'node:vm'
import { PGlite, types } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '../../src/db/pglite/open.ts'
import { listenOnPglite } from '../../src/db/pglite/notifications.ts'
import { MAX_KEPT_STATEMENTS, wireClient } from '../../src/db/pglite/wire-client.ts'
import { uniqueViolation } from '../../src/lib/pg-errors.ts'
import { users } from '../../src/db/schema/index.ts'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

const client = new PGlite()
await client.waitReady
const wire = wireClient(client)
afterAll(() => client.close())

beforeAll(async () => {
  await client.exec(`
    CREATE TABLE things (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      price integer,
      big bigint,
      ok boolean,
      at timestamptz,
      doc jsonb,
      tags text[],
      ns integer[]
    )`)
})

/** Drizzle's options for its array-mode reads: timestamps come back as text. */
const drizzleLike = {
  rowMode: 'array' as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
}

describe('the wire client on PGlite', () => {
  it("answers what PGlite's own query answers, values and rows alike", async () => {
    const insert = `INSERT INTO things (name, price, big, ok, at, doc, tags, ns)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`
    const values = [
      "O'Brien",
      150_000,
      9_007_199_254_740_991n,
      true,
      new Date('2026-11-27T10:00:00Z'),
      { a: [1, 'two'] },
      ['x', 'y z'],
      [1, 2],
    ]
    const fast = await wire.query(insert, values)
    const own = await client.query(insert, ['Ayu', ...values.slice(1)])
    expect(fast.rows).toEqual([{ ...(own.rows[0] as object), id: 1, name: "O'Brien" }])
    expect(fast.affectedRows).toBe(1)
    expect(fast.fields).toEqual(own.fields)

    const select = 'SELECT * FROM things WHERE price = $1 ORDER BY id'
    const read = await wire.query(select, [150_000], drizzleLike)
    expect(read.rows).toEqual((await client.query(select, [150_000], drizzleLike)).rows)
    expect(read.rows[0]).toContain('2026-11-27 10:00:00+00')

    const nulls = await wire.query('SELECT $1::text AS t, $2::int AS n', [null, undefined])
    expect(nulls.rows).toEqual([{ t: null, n: null }])
    const texts = await wire.query('SELECT $1::text AS empty, $2::text AS words', ['', 'Café ☕'])
    expect(texts.rows).toEqual([{ empty: '', words: 'Café ☕' }])

    const update = await wire.query('UPDATE things SET ok = $1 WHERE price = $2', [false, 150_000])
    expect(update).toMatchObject({ rows: [], affectedRows: 2, command: 'UPDATE', rowCount: 2 })
  })

  it("throws PGlite's own errors, and the statement that failed changed nothing", async () => {
    const insert = 'INSERT INTO things (name) VALUES ($1)'
    await wire.query(insert, ['Unique'])
    const error = await wire.query(insert, ['Unique']).catch((e: unknown) => e)
    expect(uniqueViolation(error)).toBe('things_name_key')
    expect(error).toMatchObject({ code: '23505', query: insert, params: ['Unique'] })
    await expect(wire.query('SELECT nope FROM things', [])).rejects.toThrow(
      'column "nope" does not exist',
    )
    const { rows } = await wire.query('SELECT count(*)::int AS n FROM things WHERE name = $1', [
      'Unique',
    ])
    expect(rows).toEqual([{ n: 1 }])
  })

  it("never runs inside another caller's open transaction", async () => {
    let opened!: () => void
    let release!: () => void
    const open = new Promise<void>((resolve) => (opened = resolve))
    const held = new Promise<void>((resolve) => (release = resolve))
    const rolledBack = wire
      .transaction(async (tx) => {
        await tx.query('INSERT INTO things (name) VALUES ($1)', ['inside'])
        opened()
        await held
        throw new Error('roll back')
      })
      .catch((e: unknown) => e)
    await open
    const outside = wire.query('INSERT INTO things (name) VALUES ($1) RETURNING name', ['outside'])
    release()
    expect(await rolledBack).toMatchObject({ message: 'roll back' })
    expect((await outside).rows).toEqual([{ name: 'outside' }])
    const { rows } = await wire.query(
      'SELECT name FROM things WHERE name = ANY($1) ORDER BY name',
      [['inside', 'outside']],
    )
    expect(rows).toEqual([{ name: 'outside' }])
  })

  it('tells the listeners of a notification its statement committed', async () => {
    const heard: string[] = []
    const stop = await listenOnPglite(client, 'moved', (payload) => heard.push(payload))
    await wire.query('SELECT pg_notify($1, $2)', ['moved', 'alone'])
    expect(heard).toEqual(['alone'])
    await wire.transaction(async (tx) => {
      await tx.query('SELECT pg_notify($1, $2)', ['moved', 'in a transaction'])
      expect(heard).toEqual(['alone'])
    })
    expect(heard).toEqual(['alone', 'in a transaction'])
    await stop()
  })

  it('prepares a statement afresh when its table changed under it, or it is gone', async () => {
    await client.exec('CREATE TABLE shifting (a integer)')
    await client.exec('INSERT INTO shifting VALUES (1)')
    expect((await wire.query('SELECT * FROM shifting', [])).rows).toEqual([{ a: 1 }])
    await client.exec(`ALTER TABLE shifting ADD COLUMN b text DEFAULT 'new'`)
    expect((await wire.query('SELECT * FROM shifting', [])).rows).toEqual([{ a: 1, b: 'new' }])
    await client.exec('DEALLOCATE ALL')
    expect((await wire.query('SELECT * FROM shifting', [])).rows).toEqual([{ a: 1, b: 'new' }])
  })

  it('keeps a bounded number of statements prepared, and nothing of its answers', async () => {
    const prepared = async () =>
      (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements'))
        .rows[0]?.n ?? 0
    for (let i = 0; i < MAX_KEPT_STATEMENTS + 50; i++) {
      await wire.query(`SELECT ${i} AS n, $1::text AS t`, ['x'])
    }
    // The statements beyond the bound are closed with the next call's exchange.
    expect(await prepared()).toBeLessThanOrEqual(MAX_KEPT_STATEMENTS + 1)

    gc()
    const before = process.memoryUsage().heapUsed
    for (let i = 0; i < 20_000; i++)
      await wire.query('SELECT $1::int AS n, $2::text AS t', [i, 'x'])
    gc()
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(3_000_000)
  })

  it("serves drizzle's queries, in and out of transactions", async () => {
    const database = await openPglite()
    try {
      await database.migrate()
      const { db } = database
      const [made] = await db
        .insert(users)
        .values({ email: 'ayu@example.com', username: 'ayu', name: 'Ayu' })
        .returning()
      expect(made?.createdAt).toBeInstanceOf(Date)
      const renamed = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ name: 'Ayu Lestari' })
          .where(eq(users.id, made?.id ?? 0))
        return tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, made?.id ?? 0))
      })
      expect(renamed).toEqual([{ name: 'Ayu Lestari' }])
      // The catalogue's prepared statements take PGlite itself (db/prepared.ts).
      expect((db as unknown as { $client: unknown }).$client).toBeInstanceOf(PGlite)
    } finally {
      await database.close()
    }
  })
})
