import type { Db } from '@pasar/api/db/client'
import { listProductPage } from '@pasar/api/modules/catalog/repository'
import { findHits } from '@pasar/api/modules/catalog/search'
import { matchWords, queryWords } from '@pasar/api/modules/catalog/search-terms'
import { sql, type SQL } from 'drizzle-orm'

/** A Db whose `execute` answers the EXPLAIN of the statement instead of its rows. */
function explaining(db: Db, plans: string[]): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown
      return async (query: SQL) => {
        const result = (await target.execute(sql`EXPLAIN ${query}`)) as unknown as {
          rows: Array<{ 'QUERY PLAN': string }>
        }
        plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'))
        return { rows: [] }
      }
    },
  })
}

/** One line per catalogue statement: does its plan read the products table sequentially? */
export async function explainCatalogQueries(db: Db): Promise<string[]> {
  const cases: Array<[string, (db: Db) => Promise<unknown>]> = [
    ['listing page 1', (d) => listProductPage(d, { page: 1, limit: 4 })],
    ['listing page 250', (d) => listProductPage(d, { page: 250, limit: 4 })],
    ['category page 1', (d) => listProductPage(d, { categorySlug: 'sports', page: 1, limit: 4 })],
    ['search vocabulary', (d) => matchWords(d, queryWords('headphnes running'))],
    [
      'search products',
      async (d) => findHits(d, await matchWords(db, queryWords('headphnes running'))),
    ],
  ]
  const lines: string[] = []
  for (const [name, run] of cases) {
    const plans: string[] = []
    await run(explaining(db, plans))
    const plan = plans.join('\n')
    const seq = /Seq Scan on (products|product_images|search_terms)\b/.exec(plan)
    lines.push(
      `${name.padEnd(18)} ${seq ? `SEQUENTIAL SCAN (${seq[0]})` : 'index only, no sequential scan'}`,
    )
    if (process.env.BENCH_PLANS) lines.push(...plan.split('\n').map((l) => `    ${l}`))
  }
  return lines
}
