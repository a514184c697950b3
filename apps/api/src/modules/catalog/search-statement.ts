import { SEARCH_RESULTS_MAX } from '@pasar/shared'
import { definePrepared } from '../../db/prepared.ts'
import {
  MAX_COMPLETIONS,
  MAX_CORRECTIONS,
  MIN_SIMILARITY,
  NEAREST_CANDIDATES,
  SIMILARITY_SPREAD,
} from './search-terms.ts'

const LIMIT = SEARCH_RESULTS_MAX
/** Postings of the rarest word walked before the GIN index intersects the words instead. */
const NAME_WALK = 200
/** Newest products whose descriptions are read before the GIN index takes over. */
const DESCRIPTION_WALK = 300

/**
 * Keeps the planner from walking the listing index for the newest matches of a GIN fallback
 * (a generic plan cannot tell the query is rare): the matches are gathered, then sorted.
 */
const BITMAP_FENCE = 'OFFSET 0'

/** Visible products only: not deleted, of a store that is not deleted. */
const visible = (alias: string) => `EXISTS (
  SELECT 1 FROM products p JOIN stores s ON s.id = p.store_id
  WHERE p.id = ${alias}.product_id AND p.deleted_at IS NULL AND s.deleted_at IS NULL)`

/** A quoted tsquery lexeme of a vocabulary term (which may hold characters such as '-'). */
const lexeme = (term: string, weight: 'A' | 'B') =>
  `'''' || replace(replace(${term}, '\\', '\\\\'), '''', '''''') || ''':${weight}'`

const words = `words AS MATERIALIZED (
    SELECT w.word, w.ord::int AS ord, EXISTS (
      SELECT 1 FROM search_terms t
      WHERE t.term >= w.word COLLATE "C" AND t.term < (w.word || chr(1114111)) COLLATE "C"
    ) AS prefix
    FROM unnest($1::text[]) WITH ORDINALITY AS w(word, ord)
  )`

/** Each word's name terms: its completions when typed halfway, else its nearest terms. */
const alternatives = `alts AS MATERIALIZED (
    SELECT w.ord, c.term, c.products, 1::float8 AS score
    FROM words w CROSS JOIN LATERAL (
      SELECT t.term, t.products FROM search_terms t
      WHERE w.prefix
        AND t.term >= w.word COLLATE "C" AND t.term < (w.word || chr(1114111)) COLLATE "C"
      ORDER BY length(t.term), t.term
      LIMIT ${MAX_COMPLETIONS}
    ) c
    UNION ALL
    SELECT w.ord, k.term, k.products, k.score
    FROM words w CROSS JOIN LATERAL (
      SELECT n.term, n.products, n.score FROM (
        SELECT n.*, max(n.score) OVER () AS best FROM (
          SELECT t.term, t.products, similarity(t.term, w.word)::float8 AS score
          FROM search_terms t WHERE NOT w.prefix
          ORDER BY t.term <-> w.word
          LIMIT ${NEAREST_CANDIDATES}
        ) n
      ) n
      WHERE n.score >= ${MIN_SIMILARITY} AND n.score >= n.best - ${SIMILARITY_SPREAD}
      ORDER BY n.score DESC, n.term
      LIMIT ${MAX_CORRECTIONS}
    ) k
  ),
  named AS MATERIALIZED (
    SELECT ord, array_agg(term ORDER BY score DESC, term) AS terms,
      -- What walking this word would cost: each of its terms is walked up to NAME_WALK.
      sum(least(products, ${NAME_WALK})) AS walk_cost
    FROM alts GROUP BY ord
  ),
  queries AS MATERIALIZED (
    SELECT
      (SELECT string_agg('(' || array_to_string(ARRAY(
        SELECT ${lexeme('t', 'A')} FROM unnest(n.terms) AS t
      ), ' | ') || ')', ' & ') FROM named n)::tsquery AS name_all,
      (SELECT string_agg(${lexeme('a.term', 'A')}, ' | ') FROM alts a)::tsquery AS name_any,
      (SELECT string_agg(q, ' | ') FROM (
        SELECT w.word || ':*B' AS q FROM words w
        UNION ALL SELECT ${lexeme('a.term', 'B')} FROM alts a
      ) q)::tsquery AS described
  )`

/** Tier 1, names holding every matched word: the cheapest word's postings, newest first. */
const everyWord = `driver AS MATERIALIZED (
    SELECT d.ord, d.terms, (
      SELECT string_agg('(' || array_to_string(ARRAY(
        SELECT ${lexeme('t', 'A')} FROM unnest(o.terms) AS t
      ), ' | ') || ')', ' & ') FROM named o WHERE o.ord <> d.ord
    )::tsquery AS others
    FROM named d ORDER BY d.walk_cost, d.ord LIMIT 1
  ),
  walk AS MATERIALIZED (
    SELECT DISTINCT h.product_id, h.created_at
    FROM driver d CROSS JOIN LATERAL unnest(d.terms) AS dt(term) CROSS JOIN LATERAL (
      SELECT w.product_id, w.created_at FROM (
        SELECT w.product_id, w.created_at FROM product_words w
        WHERE w.term = dt.term
        ORDER BY w.created_at DESC, w.product_id DESC
        LIMIT ${NAME_WALK}
      ) w
      JOIN products p ON p.id = w.product_id
      JOIN stores s ON s.id = p.store_id
      WHERE p.deleted_at IS NULL AND s.deleted_at IS NULL
        -- The other words, checked on the product row the visibility check reads anyway.
        AND (d.others IS NULL OR p.search_vector @@ d.others)
      ORDER BY w.created_at DESC, w.product_id DESC
      LIMIT ${LIMIT}
    ) h
  ),
  -- The walk stopped early with too few hits: the words rarely meet, so the GIN index
  -- intersects them instead (few rows by then) and only those are sorted.
  name_cut AS MATERIALIZED (
    SELECT (SELECT count(*) FROM walk) < ${LIMIT} AND EXISTS (
      SELECT 1 FROM driver d JOIN alts a ON a.ord = d.ord WHERE a.products > ${NAME_WALK}
    ) AS cut
  ),
  tier1 AS MATERIALIZED (
    SELECT product_id, created_at FROM walk WHERE NOT (SELECT cut FROM name_cut)
    UNION ALL
    (SELECT g.id, g.created_at FROM (
      SELECT p.id, p.created_at FROM products p JOIN stores s ON s.id = p.store_id
      WHERE (SELECT cut FROM name_cut)
        AND p.search_vector @@ (SELECT name_all FROM queries)
        AND p.deleted_at IS NULL AND s.deleted_at IS NULL
      ${BITMAP_FENCE}
    ) g
    ORDER BY g.created_at DESC, g.id DESC
    LIMIT ${LIMIT})
  )`

/** Tier 2, names holding some word, needed only when tier 1 holds fewer than the limit. */
const someWord = `tier2 AS MATERIALIZED (
    SELECT DISTINCT h.product_id, h.created_at
    FROM alts a CROSS JOIN LATERAL (
      SELECT w.product_id, w.created_at FROM product_words w
      WHERE w.term = a.term AND ${visible('w')}
      ORDER BY w.created_at DESC, w.product_id DESC
      -- Tier 1 holds fewer than ${LIMIT} products here, so this many always suffice.
      LIMIT ${2 * LIMIT - 1}
    ) h
    WHERE (SELECT count(*) FROM named) > 1 AND (SELECT count(*) FROM tier1) < ${LIMIT}
  ),
  names AS MATERIALIZED (
    SELECT product_id, created_at, 1 AS tier FROM tier1
    UNION ALL
    SELECT product_id, created_at, 2 AS tier FROM tier2
    WHERE product_id NOT IN (SELECT product_id FROM tier1)
  )`

/**
 * Tier 3, descriptions whose name matched nothing, needed only when the names fell short: the
 * newest products are read first (a word common to descriptions fills the page at once), then
 * the GIN index finds a rarer word's products.
 */
const descriptionOnly = `described AS MATERIALIZED (
    SELECT l.id AS product_id, l.created_at FROM (
      SELECT l.id, l.created_at, l.search_vector FROM products l JOIN stores s ON s.id = l.store_id
      WHERE l.deleted_at IS NULL AND s.deleted_at IS NULL
      ORDER BY l.created_at DESC NULLS LAST, l.id DESC NULLS LAST
      LIMIT ${DESCRIPTION_WALK}
    ) l
    WHERE (SELECT count(*) FROM names) < ${LIMIT}
      AND l.search_vector @@ (SELECT described FROM queries)
      AND NOT COALESCE(l.search_vector @@ (SELECT name_any FROM queries), false)
    ORDER BY l.created_at DESC NULLS LAST, l.id DESC NULLS LAST
    LIMIT ${LIMIT}
  ),
  description_cut AS MATERIALIZED (
    SELECT (SELECT count(*) FROM names) + (SELECT count(*) FROM described) < ${LIMIT}
      AND (SELECT COALESCE(SUM(visible), 0) FROM product_counts) > ${DESCRIPTION_WALK} AS cut
  ),
  tier3 AS MATERIALIZED (
    SELECT product_id, created_at FROM described WHERE NOT (SELECT cut FROM description_cut)
    UNION ALL
    (SELECT g.id, g.created_at FROM (
      SELECT p.id, p.created_at FROM products p JOIN stores s ON s.id = p.store_id
      WHERE (SELECT cut FROM description_cut)
        AND p.search_vector @@ (SELECT described FROM queries)
        AND NOT COALESCE(p.search_vector @@ (SELECT name_any FROM queries), false)
        AND p.deleted_at IS NULL AND s.deleted_at IS NULL
      ${BITMAP_FENCE}
    ) g
    ORDER BY g.created_at DESC NULLS LAST, g.id DESC NULLS LAST
    LIMIT ${LIMIT})
  )`

/**
 * A whole search in one prepared statement ($1: the query's words, see queryWords), answering
 * one row: `hits`, JSON `{id, uuid, name, category}` in rank order — names holding every word,
 * names holding some word, then descriptions, each tier newest first (docs/decisions/0201,
 * 0203). Every tier reads a bounded number of index entries whatever the word's frequency,
 * which is what lets one generic plan serve every query.
 */
export const searchStatement = definePrepared(
  'catalog_search',
  `WITH ${words},
  ${alternatives},
  ${everyWord},
  ${someWord},
  ${descriptionOnly},
  hits AS (
    SELECT product_id, created_at, tier FROM names
    UNION ALL
    SELECT product_id, created_at, 3 AS tier FROM tier3
  ),
  top AS (
    SELECT * FROM hits ORDER BY tier, created_at DESC, product_id DESC LIMIT ${LIMIT}
  )
  SELECT COALESCE(json_agg(json_build_object(
    'id', d.id, 'uuid', d.uuid, 'name', d.name, 'category', d.category
  ) ORDER BY top.tier, top.created_at DESC, top.product_id DESC), '[]') AS hits
  FROM top CROSS JOIN LATERAL (
    SELECT p.id, p.uuid, p.name, c.name AS category
    FROM products p JOIN categories c ON c.id = p.category_id
    WHERE p.id = top.product_id
    LIMIT 1
  ) d`,
)
