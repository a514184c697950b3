import v8 from 'node:v8'
import vm from 'node:vm'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { simpleQuery } from '../../src/db/pglite/simple-query.ts'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

function heapAfterGc(): number {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

const client = new PGlite()
await client.waitReady
afterAll(() => client.close())

describe('simple queries on PGlite', () => {
  it('answers the rows of the last statement, typed', async () => {
    const rows = await simpleQuery(
      client,
      `SELECT 1; SELECT 2::int AS n, 'a''b' AS t, '{1,2}'::int[] AS a`,
    )
    expect(rows).toEqual([{ n: 2, t: "a'b", a: [1, 2] }])
  })

  it('keeps nothing of its answers behind, however many it runs', async () => {
    const before = heapAfterGc()
    for (let i = 0; i < 20_000; i++) await simpleQuery(client, `SELECT ${i} AS n, 'some text' AS t`)
    // PGlite's raw protocol call kept a decoded copy of every answer: ~10 MB here.
    expect(heapAfterGc() - before).toBeLessThan(3_000_000)
  })
})
