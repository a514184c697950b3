import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../src/db/client.ts'
import { definePrepared, literal, runPrepared } from '../../src/db/prepared.ts'
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
})
