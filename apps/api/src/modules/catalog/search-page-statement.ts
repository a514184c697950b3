import type { ListingSort } from '@pasar/shared'
import { definePrepared, type PreparedStatement } from '../../db/prepared.ts'
import { listingOrder } from './listing-statement.ts'
import { productViewById } from './product-view.ts'
import { BITMAP_FENCE, alternatives, lexeme, words } from './search-statement.ts'
import { visibleInOpenStore } from './visibility.ts'

/** The search results page's orders: relevance (when no sort is asked for) or a listing sort. */
export type SearchSort = ListingSort | 'relevance'

/**
 * Relevance (docs/decisions/0971): the name that is the query itself, then names holding more
 * of the typed words exactly (not by a correction or completion), then the newest.
 */
const relevance = (a: string) =>
  `${a}.whole DESC, ${a}.exact DESC, ${a}.created_at DESC NULLS LAST, ${a}.id DESC NULLS LAST`

/**
 * Every visible product a search finds, paged ($1 the query's words, $2 them joined by spaces,
 * $3 limit, $4 offset, $5 snapshot or null, $6..$7 the price range, whole rupiah inclusive):
 * names only — a description's passing mention is not what a shopper asked for — holding every
 * word (each word as typed, completed when typed halfway, or corrected when mistyped, as the
 * search dialog reads them, a correction only within one edit); only when no name holds them
 * all, names holding some word. One row:
 * `snapshot`, `totalItems`, `rows` (product views with image keys, as the listings).
 */
function searchPageStatement(sort: SearchSort) {
  const order = sort === 'relevance' ? relevance : listingOrder(sort)
  return definePrepared(
    `catalog_search_page_${sort}`,
    `WITH ${words},
  ${alternatives},
  -- A correction counts here only within one edit of the word typed (within_one_edit, 0014).
  close AS MATERIALIZED (
    SELECT a.ord, a.term FROM alts a JOIN words w ON w.ord = a.ord
    WHERE w.prefix OR within_one_edit(w.word, a.term)
  ),
  named AS MATERIALIZED (SELECT ord, array_agg(term) AS terms FROM close GROUP BY ord),
  q AS MATERIALIZED (
    SELECT
      (SELECT string_agg('(' || array_to_string(ARRAY(
        SELECT ${lexeme('t', 'A')} FROM unnest(n.terms) AS t
      ), ' | ') || ')', ' & ') FROM named n)::tsquery AS every,
      (SELECT string_agg(${lexeme('a.term', 'A')}, ' | ') FROM close a)::tsquery AS some,
      COALESCE($5::int, (SELECT COALESCE(MAX(id), 0) FROM products)) AS snapshot
  ),
  found AS MATERIALIZED (
    SELECT p.id, p.name, p.price, p.popular, p.rating_total, p.rating_count, p.created_at,
      p.search_vector @@ q.every AS every_word,
      (SELECT count(*) FROM unnest($1::text[]) AS w
        WHERE p.search_vector @@ (${lexeme('w', 'A')})::tsquery) AS exact
    FROM products p, q
    WHERE p.search_vector @@ q.some AND ${visibleInOpenStore('p')}
      AND p.id <= q.snapshot
      AND p.price >= $6::int AND p.price <= $7::int
    ${BITMAP_FENCE}
  ),
  hits AS MATERIALIZED (
    SELECT f.*,
      trim(regexp_replace(lower(f.name), '[^[:alnum:]]+', ' ', 'g')) = $2::text AS whole
    FROM found f
    WHERE f.every_word OR NOT EXISTS (SELECT 1 FROM found e WHERE e.every_word)
  )
  SELECT (SELECT snapshot FROM q) AS "snapshot", (SELECT count(*) FROM hits)::int AS "totalItems", (
    SELECT COALESCE(json_agg(d.product ORDER BY ${order('ids')}), '[]')
    FROM (
      SELECT * FROM hits h ORDER BY ${order('h')} LIMIT $3::int OFFSET $4::bigint
    ) ids
    ${productViewById('ids', 'd')}
  ) AS "rows"`,
  )
}

const statements = new Map<SearchSort, PreparedStatement>()

export function searchPageStatementFor(sort: SearchSort) {
  let statement = statements.get(sort)
  if (!statement) {
    statement = searchPageStatement(sort)
    statements.set(sort, statement)
  }
  return statement
}
