import type { ListingSort } from '@pasar/shared'
import { definePrepared, type PreparedStatement } from '../../../db/prepared.ts'
import { listingOrder } from '../listing-statement.ts'
import { productViewById } from '../product-view.ts'
import { visibleInOpenStore } from '../visibility.ts'

/** Trigram similarity a vocabulary word needs to stand in for a mistyped one. */
const MIN_SIMILARITY = 0.25
/** Corrections within this distance of the best one are kept too ('shirt' and 'shirts'). */
const SIMILARITY_SPREAD = 0.1
const MAX_CORRECTIONS = 3
/** Nearest vocabulary words looked at per mistyped word (GiST nearest-neighbour order). */
const NEAREST_CANDIDATES = 5
/** Completions of a word typed halfway, shortest first: bounds the work of a one-letter word. */
const MAX_COMPLETIONS = 10
/** Postings of a term walked, newest first, before the GIN index intersects the words instead. */
const NAME_WALK = 500

/**
 * The vocabulary's answer for the words the synonym list does not know ($1 the typed words,
 * $2 their stems and plural forms): `known`, the forms that are name words; `near`, per typed
 * word that is no name word, its completions when some name word starts with it (shortest
 * first), else its nearest name words within one edit (docs/search.md).
 */
export const vocabularyStatement = definePrepared(
  'catalog_search_vocabulary',
  `WITH words AS MATERIALIZED (
    SELECT w.word, w.ord::int AS ord, EXISTS (
      SELECT 1 FROM search_terms t
      WHERE t.term > w.word COLLATE "C" AND t.term < (w.word || chr(1114111)) COLLATE "C"
    ) AS prefix
    FROM unnest($1::text[]) WITH ORDINALITY AS w(word, ord)
    WHERE NOT EXISTS (
      SELECT 1 FROM search_terms t
      WHERE t.term >= w.word COLLATE "C" AND t.term <= w.word COLLATE "C"
    )
  )
  SELECT
    ARRAY(SELECT t.term FROM search_terms t WHERE t.term = ANY($2::text[] COLLATE "C")) AS known,
    ARRAY(
      SELECT json_build_array(w.word, c.term)::text FROM words w CROSS JOIN LATERAL (
        SELECT t.term FROM search_terms t
        WHERE w.prefix
          AND t.term > w.word COLLATE "C" AND t.term < (w.word || chr(1114111)) COLLATE "C"
        ORDER BY length(t.term), t.term
        LIMIT ${MAX_COMPLETIONS}
      ) c
      UNION ALL
      SELECT json_build_array(w.word, k.term)::text FROM words w CROSS JOIN LATERAL (
        SELECT n.term FROM (
          SELECT n.*, max(n.score) OVER () AS best FROM (
            SELECT t.term, similarity(t.term, w.word)::float8 AS score
            FROM search_terms t WHERE NOT w.prefix
            ORDER BY t.term <-> w.word
            LIMIT ${NEAREST_CANDIDATES}
          ) n
        ) n
        WHERE n.score >= ${MIN_SIMILARITY} AND n.score >= n.best - ${SIMILARITY_SPREAD}
          AND within_one_edit(w.word, n.term)
        ORDER BY n.score DESC, n.term
        LIMIT ${MAX_CORRECTIONS}
      ) k
    ) AS near`,
)

/** The search results page's orders: relevance (when no sort is asked for) or a listing sort. */
export type SearchSort = ListingSort | 'relevance'

/** Relevance: names holding every concept before names holding some, then newest first. */
const relevance = (a: string) =>
  `${a}.tier, ${a}.created_at DESC NULLS LAST, ${a}.id DESC NULLS LAST`

const matchColumns = `p.id, p.price, p.popular, p.rating_total, p.rating_count, p.created_at`

/**
 * The row is visible, in the snapshot ($6) and the price range ($7..$8). Checked on rows found
 * otherwise: '+ 0' keeps the planner from reading the id or price index for these bounds, which
 * hold for nearly every product.
 */
const inScope = `${visibleInOpenStore('p')} AND p.id + 0 <= (SELECT snapshot FROM q)
        AND p.price + 0 >= $7::int AND p.price + 0 <= $8::int`

/**
 * The walked posting's product (by the alias of its posting) when it matches `query` and is in
 * scope: looked up by id, one row at a time, whatever the plan thinks of the other conditions.
 */
const productRow = (posting: string, query: 'all_q' | 'some_q') =>
  `SELECT ${matchColumns} FROM products p
        WHERE p.id = ${posting}.product_id AND ${inScope}
          AND p.search_vector @@ (SELECT ${query} FROM q)
        LIMIT 1`

/**
 * The search's matches, the same for the dialog and the results page (docs/search.md): at most
 * $5 products, newest first, whose names hold every concept ($3, a tsquery); only when no name
 * holds them all, names holding some concept ($4). $1, $2: each concept's number and the first
 * word of each of its forms, whose postings (product_words, newest first) are walked: those of
 * the concept cheapest to walk, each product checked on its row; when the walk ends early
 * because the words rarely meet, the GIN index intersects them instead. $6 snapshot or null,
 * $7..$8 price range, $9 limit, $10 offset. One row: `snapshot`, `totalItems` (matches, at most
 * $5), `rows` (product views with image keys, in the asked order).
 */
function matchesStatement(sort: SearchSort) {
  const order = sort === 'relevance' ? relevance : listingOrder(sort)
  return definePrepared(
    `catalog_search_${sort}`,
    `WITH q AS MATERIALIZED (
    SELECT $3::text::tsquery AS all_q, $4::text::tsquery AS some_q,
      COALESCE($6::int, (SELECT COALESCE(MAX(id), 0) FROM products)) AS snapshot
  ),
  alts AS MATERIALIZED (
    SELECT a.ord, a.term, COALESCE(t.products, 0) AS products
    FROM unnest($1::int[], $2::text[]) AS a(ord, term)
    -- A range on the "C" primary key: an equality would be planned on the trigram index.
    LEFT JOIN search_terms t
      ON t.term >= a.term COLLATE "C" AND t.term <= a.term COLLATE "C"
  ),
  named AS MATERIALIZED (
    SELECT ord, array_agg(DISTINCT term) AS terms,
      sum(least(products, ${NAME_WALK})) AS walk_cost, sum(products) AS postings
    FROM alts GROUP BY ord
  ),
  driver AS MATERIALIZED (SELECT * FROM named ORDER BY walk_cost, postings, ord LIMIT 1),
  walk AS MATERIALIZED (
    SELECT DISTINCT h.*
    FROM driver d CROSS JOIN LATERAL unnest(d.terms) AS dt(term) CROSS JOIN LATERAL (
      SELECT p.* FROM (
        SELECT w.product_id, w.created_at FROM product_words w
        WHERE w.term = dt.term COLLATE "C"
        ORDER BY w.created_at DESC, w.product_id DESC
        LIMIT ${NAME_WALK}
      ) w
      CROSS JOIN LATERAL (${productRow('w', 'all_q')}) p
      ORDER BY w.created_at DESC, w.product_id DESC
      LIMIT $5::int
    ) h
  ),
  cut AS MATERIALIZED (
    SELECT (SELECT count(*) FROM walk) < $5::int
      AND EXISTS (SELECT 1 FROM driver d JOIN alts a ON a.ord = d.ord WHERE a.products > ${NAME_WALK})
      AS cut
  ),
  named_all AS MATERIALIZED (
    SELECT * FROM walk WHERE NOT (SELECT cut FROM cut)
    UNION ALL
    (SELECT g.* FROM (
      SELECT ${matchColumns} FROM products p
      WHERE (SELECT cut FROM cut) AND p.search_vector @@ (SELECT all_q FROM q) AND ${inScope}
      OFFSET 0
    ) g
    ORDER BY g.created_at DESC, g.id DESC
    LIMIT $5::int)
  ),
  named_some AS MATERIALIZED (
    SELECT DISTINCT h.*
    FROM alts a CROSS JOIN LATERAL (
      SELECT p.* FROM (
        SELECT w.product_id, w.created_at FROM product_words w
        WHERE w.term = a.term COLLATE "C"
        ORDER BY w.created_at DESC, w.product_id DESC
        LIMIT ${NAME_WALK}
      ) w
      CROSS JOIN LATERAL (${productRow('w', 'some_q')}) p
      ORDER BY w.created_at DESC, w.product_id DESC
      LIMIT $5::int
    ) h
    WHERE (SELECT count(*) FROM named) > 1 AND NOT EXISTS (SELECT 1 FROM named_all)
  ),
  hits AS MATERIALIZED (
    SELECT *, 1 AS tier FROM named_all
    UNION ALL
    (SELECT *, 2 AS tier FROM named_some ORDER BY created_at DESC, id DESC LIMIT $5::int)
  ),
  top AS MATERIALIZED (
    SELECT * FROM hits ORDER BY created_at DESC, id DESC LIMIT $5::int
  )
  SELECT (SELECT snapshot FROM q) AS "snapshot", (SELECT count(*) FROM top)::int AS "totalItems", (
    SELECT COALESCE(json_agg(d.product ORDER BY ${order('ids')}), '[]')
    FROM (
      SELECT * FROM top h ORDER BY ${order('h')} LIMIT $9::int OFFSET $10::bigint
    ) ids
    ${productViewById('ids', 'd')}
  ) AS "rows"`,
  )
}

const statements = new Map<SearchSort, PreparedStatement>()

export function matchesStatementFor(sort: SearchSort): PreparedStatement {
  let statement = statements.get(sort)
  if (!statement) {
    statement = matchesStatement(sort)
    statements.set(sort, statement)
  }
  return statement
}
