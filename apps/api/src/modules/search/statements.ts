import type { ListingSort } from '@pasar/shared'
import { definePrepared, type PreparedStatement } from '../../db/prepared.ts'
import { listingOrder, productViewById, visibleInOpenStore } from '../catalog/index.ts'

/** Trigram similarity a vocabulary word needs to stand in for a mistyped one. */
const MIN_SIMILARITY = 0.25
/** Corrections within this distance of the best one are kept too ('shirt' and 'shirts'). */
const SIMILARITY_SPREAD = 0.1
const MAX_CORRECTIONS = 3
/** Completions of a word typed halfway, shortest first: bounds the work of a one-letter word. */
const MAX_COMPLETIONS = 10

/** The vocabulary words in the "C" range of words starting with `start` (SQL text), by `key`. */
const startingWith = (key: string, start: string) =>
  `${key} >= ${start} COLLATE "C" AND ${key} < (${start} || chr(1114111)) COLLATE "C"`

/**
 * The vocabulary's answer for the words the synonym list does not know ($1 the typed words,
 * $2 their stems and plural forms): `known`, the forms that are name words; `near`, per typed
 * word that is no name word, its completions when some name word starts with it (shortest
 * first), else its corrections: the name words within one edit of it, the most similar first
 * (docs/search.md). One edit leaves a word's first `half` letters or its last `half` letters
 * as they were (half: (length - 1) / 2, at least 1), so the corrections are looked for among
 * the words sharing its start (the primary key's "C" range) or its end (the reversed words'
 * index), not among the whole vocabulary.
 */
export const vocabularyStatement = definePrepared(
  'search_vocabulary',
  `WITH words AS MATERIALIZED (
    SELECT w.word, w.ord::int AS ord, EXISTS (
      SELECT 1 FROM search_terms t
      WHERE t.term > w.word COLLATE "C" AND t.term < (w.word || chr(1114111)) COLLATE "C"
    ) AS prefix,
    greatest(1, (length(w.word) - 1) / 2) AS half
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
            SELECT t.term, t.score FROM (
              SELECT t.term, similarity(t.term, w.word)::float8 AS score FROM (
                SELECT t.term FROM search_terms t
                WHERE NOT w.prefix AND ${startingWith('t.term', 'left(w.word, w.half)')}
                UNION
                SELECT t.term FROM search_terms t
                WHERE NOT w.prefix
                  AND ${startingWith('reverse(t.term)', 'reverse(right(w.word, w.half))')}
              ) t
              WHERE length(t.term) BETWEEN length(w.word) - 1 AND length(w.word) + 1
            ) t
            -- The similarity first: the edit check (PL/pgSQL) is the dearer one.
            WHERE t.score >= ${MIN_SIMILARITY} AND within_one_edit(w.word, t.term)
          ) n
        ) n
        WHERE n.score >= n.best - ${SIMILARITY_SPREAD}
        ORDER BY n.score DESC, n.term
        LIMIT ${MAX_CORRECTIONS}
      ) k
    ) AS near`,
)

/** The search results page's orders: relevance (when no sort is asked for) or a listing sort. */
export type SearchSort = ListingSort | 'relevance'

/**
 * Relevance (docs/search.md): names holding every concept before names holding some (and more of
 * them before fewer), the typed words side by side before the rest, then names holding more
 * concepts as typed (not only by a synonym, a completion or a correction), then the products
 * selling most lately, then the newest.
 */
const relevance = (a: string) =>
  `${a}.matched DESC, ${a}.phrase DESC, ${a}.exact DESC, ${a}.popular DESC, ${a}.created_at DESC, ${a}.id DESC`

const matchColumns = `p.id, p.price, p.popular, p.rating_total, p.rating_count, p.created_at`

/**
 * The row is visible, in the snapshot and the price range ($10..$11). Checked on rows found
 * otherwise: '+ 0' keeps the planner from reading the id or price index for these bounds, which
 * hold for nearly every product.
 */
const inScope = `${visibleInOpenStore('p')} AND p.id + 0 <= (SELECT snapshot FROM q)
        AND p.price + 0 >= $10::int AND p.price + 0 <= $11::int`

/**
 * What relevance needs of a matching row, computed only for the rows that match: how many
 * concepts its name holds (all of them for `all_q`), whether it holds the typed words side by
 * side, and how many concepts it holds as typed.
 */
const rankColumns = (query: 'all_q' | 'some_q') => `${
  query === 'all_q'
    ? 'cardinality((SELECT concept_qs FROM q))'
    : '(SELECT count(*) FROM unnest((SELECT concept_qs FROM q)) c(x) WHERE p.search_vector @@ c.x)'
}::int AS matched,
          COALESCE(p.search_vector @@ (SELECT phrase_q FROM q), false) AS phrase,
          (SELECT count(*) FROM unnest((SELECT exact_qs FROM q)) e(x) WHERE p.search_vector @@ e.x)::int AS exact`

/**
 * The walked posting's product (by the alias of its posting) when it matches `query` and is in
 * scope: looked up by id, one row at a time, whatever the plan thinks of the other conditions.
 */
const productRow = (posting: string, query: 'all_q' | 'some_q') =>
  `SELECT ${matchColumns}, ${rankColumns(query)} FROM products p
        WHERE p.id = ${posting}.product_id AND ${inScope}
          AND p.search_vector @@ (SELECT ${query} FROM q)
        LIMIT 1`

/** The newest `limit` products holding the term (by alias) that match `query`, of its newest WALK postings. */
const walkOf = (term: string, query: 'all_q' | 'some_q', limit: string) => `SELECT p.* FROM (
        SELECT w.product_id, w.created_at FROM product_words w
        WHERE w.term = ${term} COLLATE "C"
        ORDER BY w.created_at DESC, w.product_id DESC
        LIMIT $14::int
      ) w
      CROSS JOIN LATERAL (${productRow('w', query)}) p
      ORDER BY w.created_at DESC, w.product_id DESC
      LIMIT ${limit}`

/**
 * The search's matches, the same for the dialog and the results page (docs/search.md), ranked
 * by relevance (above) within a bounded set of candidates: at most $5 + 1 per way of finding
 * them. Names holding every concept ($3, a tsquery) come from the postings (product_words,
 * newest first, at most $14 a form) of each form of the concept cheapest to walk, each product
 * checked on its row; when the walk ends early because the words rarely meet, the GIN index intersects them and
 * the first $5 + 1 matches it gives are added. Only when no name holds them all, names holding
 * some concept ($4), from the newest postings of every form. The best $5 candidates are the
 * matches; more than $5 candidates means more matches exist than the answer holds.
 * $1, $2: each form's concept number and first word; $6, $7: per concept, a tsquery of its forms
 * and of its forms as typed; $8 the typed words as a phrase (null for one word); $9 snapshot or
 * null; $10..$11 price range; $12 limit, $13 offset; $14 the postings walked per form.
 * One row: `snapshot`, `totalItems` (at most $5), `more` (more matches than that), `rows`
 * (product views with image keys, in the asked order).
 */
function matchesStatement(sort: SearchSort) {
  const order = sort === 'relevance' ? relevance : listingOrder(sort)
  return definePrepared(
    `search_${sort}`,
    `WITH q AS MATERIALIZED (
    SELECT $3::text::tsquery AS all_q, $4::text::tsquery AS some_q,
      $6::text[]::tsquery[] AS concept_qs, $7::text[]::tsquery[] AS exact_qs,
      $8::text::tsquery AS phrase_q,
      COALESCE($9::int, (SELECT COALESCE(MAX(id), 0) FROM products)) AS snapshot
  ),
  alts AS MATERIALIZED (
    SELECT a.ord, a.term, COALESCE(t.products, 0) AS products
    FROM unnest($1::int[], $2::text[]) AS a(ord, term)
    -- A range on the "C" primary key: an equality would be planned on the trigram index.
    LEFT JOIN LATERAL (
      SELECT t.products FROM search_terms t
      WHERE t.term >= a.term COLLATE "C" AND t.term <= a.term COLLATE "C"
      LIMIT 1
    ) t ON true
  ),
  named AS MATERIALIZED (
    SELECT ord, array_agg(DISTINCT term) AS terms,
      sum(least(products, $14::int)) AS walk_cost, sum(products) AS postings
    FROM alts GROUP BY ord
  ),
  driver AS MATERIALIZED (SELECT * FROM named ORDER BY walk_cost, postings, ord LIMIT 1),
  walk AS MATERIALIZED (
    SELECT h.*
    FROM driver d CROSS JOIN LATERAL unnest(d.terms) AS dt(term) CROSS JOIN LATERAL (
      ${walkOf('dt.term', 'all_q', '$5::int + 1')}
    ) h
  ),
  cut AS MATERIALIZED (
    SELECT (SELECT count(*) FROM walk) <= $5::int
      AND EXISTS (SELECT 1 FROM driver d JOIN alts a ON a.ord = d.ord WHERE a.products > $14::int)
      AS cut
  ),
  named_all AS MATERIALIZED (
    SELECT * FROM walk
    UNION
    SELECT g.* FROM (
      SELECT ${matchColumns}, ${rankColumns('all_q')} FROM products p
      WHERE (SELECT cut FROM cut) AND p.search_vector @@ (SELECT all_q FROM q) AND ${inScope}
      LIMIT $5::int + 1
    ) g
  ),
  named_some AS MATERIALIZED (
    SELECT h.*
    FROM alts a CROSS JOIN LATERAL (${walkOf('a.term', 'some_q', '$5::int + 1')}) h
    WHERE (SELECT count(*) FROM named) > 1 AND NOT EXISTS (SELECT 1 FROM named_all)
  ),
  hits AS MATERIALIZED (
    SELECT * FROM named_all UNION SELECT * FROM named_some
  ),
  top AS MATERIALIZED (
    SELECT * FROM hits h ORDER BY ${relevance('h')} LIMIT $5::int
  )
  SELECT (SELECT snapshot FROM q) AS "snapshot", (SELECT count(*) FROM top)::int AS "totalItems",
    (SELECT count(*) FROM hits) > $5::int AS "more", (
    SELECT COALESCE(json_agg(d.product ORDER BY ${order('ids')}), '[]')
    FROM (
      SELECT * FROM top h ORDER BY ${order('h')} LIMIT $12::int OFFSET $13::bigint
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
