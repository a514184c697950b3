import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  assigned,
  preparedQuery,
  preparedQueryPerCount,
  numberedRow,
  numberedRows,
  value,
} from '../../src/db/prepared-query.ts'
import type { Database } from '../../src/db/client.ts'
import { categories } from '../../src/db/schema/index.ts'
import { createTestDatabase } from '../helpers/database.ts'

// Statements built once run in the transaction they are given, never beside it
// (docs/decisions/0979-hot-statements-built-once.md), on PGlite and PostgreSQL.

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const named = preparedQuery('test_category_named', (db) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, value('name'))),
)
const rename = preparedQuery('test_category_rename', (db) =>
  db
    .update(categories)
    .set({ name: assigned('to') })
    .where(eq(categories.name, value('from')))
    .returning({ name: categories.name }),
)
const insertSome = preparedQueryPerCount('test_categories_insert', 2, (db, count) =>
  db
    .insert(categories)
    .values(Array.from({ length: count }, (_, index) => numberedRow(['name', 'slug'], index)))
    .returning({ name: categories.name }),
)

const row = (name: string) => ({ name, slug: name.toLowerCase().replaceAll(' ', '-') })

describe('a statement built once', () => {
  it('sees and writes inside each transaction it runs in, and goes with its rollback', async () => {
    const { db } = database
    await insertSome(db, 1).execute(numberedRows([row('Built Once A')]))
    const undone = new Error('undo')
    for (const to of ['Built Once B', 'Built Once C']) {
      await expect(
        db.transaction(async (tx) => {
          expect(await rename(tx).execute({ from: 'Built Once A', to })).toEqual([{ name: to }])
          // Read in the same transaction: its own write, not yet committed.
          expect(await named(tx).execute({ name: to })).toHaveLength(1)
          throw undone
        }),
      ).rejects.toBe(undone)
      // Outside, nothing of it is left.
      expect(await named(db).execute({ name: to })).toEqual([])
      expect(await named(db).execute({ name: 'Built Once A' })).toHaveLength(1)
    }
    await db.transaction(async (tx) => {
      await rename(tx).execute({ from: 'Built Once A', to: 'Built Once D' })
    })
    expect(await named(db).execute({ name: 'Built Once D' })).toHaveLength(1)
  })

  it('runs in each of two transactions at once on that transaction alone', async () => {
    const { db } = database
    await insertSome(db, 2).execute(numberedRows([row('Apart P'), row('Apart Q')]))
    const undone = new Error('undo')
    const apart = (from: string, to: string, theirs: string) =>
      db.transaction(async (tx) => {
        expect(await rename(tx).execute({ from, to })).toEqual([{ name: to }])
        expect(await named(tx).execute({ name: theirs })).toEqual([])
        expect(await named(tx).execute({ name: to })).toHaveLength(1)
        throw undone
      })
    const results = await Promise.allSettled([
      apart('Apart P', 'Apart P2', 'Apart Q2'),
      apart('Apart Q', 'Apart Q2', 'Apart P2'),
    ])
    expect(results.map((result) => result.status === 'rejected' && result.reason)).toEqual([
      undone,
      undone,
    ])
    expect(await named(db).execute({ name: 'Apart P2' })).toEqual([])
    expect(await named(db).execute({ name: 'Apart Q2' })).toEqual([])
  })

  it('is built once for every transaction on PGlite, and once per connection on PostgreSQL', async () => {
    const { db } = database
    let builds = 0
    const counted = preparedQuery('test_category_counted', (handle) => {
      builds += 1
      return handle
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.name, value('name')))
    })
    // One after another: the pool hands each transaction the connection the last one gave back.
    for (let i = 0; i < 3; i++) {
      await db.transaction((tx) => counted(tx).execute({ name: 'Counted' }))
    }
    expect(builds).toBe(1)
    if (database.kind === 'pglite') return
    // Two at once hold two connections: the second builds it on its own.
    let started = 0
    let bothStarted: () => void = () => {}
    const both = new Promise<void>((resolve) => (bothStarted = resolve))
    await Promise.all(
      [1, 2].map(() =>
        db.transaction(async (tx) => {
          if (++started === 2) bothStarted()
          await both
          return counted(tx).execute({ name: 'Counted' })
        }),
      ),
    )
    expect(builds).toBe(2)
  })

  // PGlite's statements for transactions run in the one transaction open at the time.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'refuses to run on a PGlite transaction that has ended',
    async () => {
      const { db } = database
      const ended = await db.transaction(async (tx) => {
        await named(tx).execute({ name: 'Ended' })
        return tx
      })
      await expect(named(ended).execute({ name: 'Ended' })).rejects.toThrow()
    },
  )

  it('inserts as many rows as given, kept per count and built afresh beyond', async () => {
    const { db } = database
    for (const names of [['One X'], ['Two X', 'Two Y'], ['Three X', 'Three Y', 'Three Z']]) {
      const inserted = await db.transaction((tx) =>
        insertSome(tx, names.length).execute(numberedRows(names.map(row))),
      )
      expect(inserted.map(({ name }) => name)).toEqual(names)
    }
  })
})
