import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../src/db/client.ts'
import { literal } from '../../src/db/pglite/prepared.ts'
import { definePrepared, runPrepared } from '../../src/db/prepared.ts'
import { setupTestApp } from '../helpers/app.ts'

const { app } = await setupTestApp()

const echo = definePrepared(
  'test_echo',
  `SELECT $1::int AS n, $2::text AS t, $3::text[] AS a, $4::int AS missing,
    json_build_object('k', $2::text) AS j`,
)

describe('prepared statements', () => {
  it('passes numbers, text with quotes and backslashes, arrays and nulls unchanged', async () => {
    const text = `it's a \\ "test" ; DROP TABLE products; --`
    const rows = await runPrepared(app.db, echo, [42, text, ["o'neil", 'b\\c'], null])
    expect(rows).toEqual([{ n: 42, t: text, a: ["o'neil", 'b\\c'], missing: null, j: { k: text } }])
  })

  it('throws on a bad value and leaves the database usable', async () => {
    await expect(runPrepared(app.db, echo, [2 ** 40, 'x', [], null])).rejects.toThrow()
    expect(await runPrepared(app.db, echo, [1, 'ok', [], null])).toEqual([
      { n: 1, t: 'ok', a: [], missing: null, j: { k: 'ok' } },
    ])
  })

  it('refuses values SQL text cannot hold', () => {
    expect(() => literal('a\u0000b')).toThrow()
    expect(() => literal(Number.NaN)).toThrow()
  })

  it('runs nothing where backslashes in literals would be escapes', async () => {
    const client = new PGlite()
    await client.exec('SET standard_conforming_strings = off')
    const db = drizzle({ client }) as unknown as Db
    await expect(runPrepared(db, echo, [1, 'x', [], null])).rejects.toThrow(
      'standard_conforming_strings must be on',
    )
    await client.close()
  })

  it('on PGlite, keeps its settings to itself and never runs inside another transaction', async () => {
    const client = new PGlite()
    const db = drizzle({ client }) as unknown as Db
    await client.exec('CREATE TABLE seen (n int)')
    const count = definePrepared('test_count', 'SELECT count(*)::int AS n FROM seen')
    // Prepared before the transaction, so the read below is only the query itself.
    expect(await runPrepared(db, count, [])).toEqual([{ n: 0 }])
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let inserted = () => {}
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve))
    const writer = db.transaction(async (tx) => {
      await tx.execute('INSERT INTO seen VALUES (1)')
      inserted()
      await held
      throw new Error('rolled back')
    })
    await insertedRow
    // Asked while the transaction is open: it waits for its end, so never sees its row.
    const read = runPrepared<{ n: number }>(db, count, [])
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await expect(writer).rejects.toThrow('rolled back')
    expect(await read).toEqual([{ n: 0 }])
    const { rows } = await client.query<{ seqscan: string }>(
      'SELECT current_setting($1) AS seqscan',
      ['enable_seqscan'],
    )
    expect(rows[0]?.seqscan).toBe('on')
    await client.close()
  })
})
