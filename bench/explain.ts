import type { Db } from '@pasar/api/db/client'
import { explainPrepared, type PreparedParam, type PreparedStatement } from '@pasar/api/db/prepared'
import {
  allPage,
  categoryPage,
  listingStatement,
} from '@pasar/api/modules/catalog/listing-statement'
import { matchesStatementFor } from '@pasar/api/modules/search/statements'

/** One line per catalogue statement: does its (generic) plan read a large table sequentially? */
export async function explainCatalogQueries(db: Db): Promise<string[]> {
  const cases: Array<[string, PreparedStatement, PreparedParam[]]> = [
    ['listing page 1', allPage, [4, 0, null, null, null]],
    ['listing page 250', allPage, [4, 996, 100_000, null, null]],
    ['category page 1', categoryPage, [4, 0, null, null, null, 'sports']],
    ['price_asc page 1', listingStatement('all', 'price_asc', false), [20, 0, null, null, null]],
    ['popular page 1', listingStatement('all', 'popular', false), [20, 0, null, null, null]],
    [
      'price range page 1',
      listingStatement('all', 'price_desc', true),
      [20, 0, null, 100_000, 500_000],
    ],
    [
      'search (1 word)',
      matchesStatementFor('relevance'),
      [
        [1, 1],
        ['headphones', 'headphone'],
        "('headphones':A | 'headphone':A)",
        "'headphones':A | 'headphone':A",
        200,
        ["('headphones':A | 'headphone':A)"],
        ["('headphones':A | 'headphone':A)"],
        null,
        null,
        0,
        2_147_483_647,
        20,
        0,
        500,
      ],
    ],
    [
      'search (2 words)',
      matchesStatementFor('relevance'),
      [
        [1, 2],
        ['running', 'shoes'],
        "('running':A) & ('shoes':A)",
        "'running':A | 'shoes':A",
        200,
        ["('running':A)", "('shoes':A)"],
        ["('running':A)", "('shoes':A)"],
        "'running':A <-> 'shoes':A",
        null,
        0,
        2_147_483_647,
        20,
        0,
        500,
      ],
    ],
  ]
  const lines: string[] = []
  for (const [name, statement, params] of cases) {
    const plan = await explainPrepared(db, statement, params)
    const seq = /Seq Scan on (products|product_images|product_words|search_terms)\b/.exec(
      plan.join('\n'),
    )
    lines.push(
      `${name.padEnd(20)} ${seq ? `SEQUENTIAL SCAN (${seq[0]})` : 'index only, no sequential scan'}`,
    )
    if (process.env.BENCH_PLANS) lines.push(...plan.map((l) => `    ${l}`))
  }
  return lines
}
