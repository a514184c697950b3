import { SEARCH_RESULTS_MAX } from '@pasar/shared'
import { definePrepared } from '../../db/prepared.ts'
import { visibleInOpenStore } from './visibility.ts'
import {
  MAX_COMPLETIONS,
  MAX_CORRECTIONS,
  MIN_SIMILARITY,
  NEAREST_CANDIDATES,
  SIMILARITY_SPREAD,
} from './search-terms.ts'

const LIMIT = SEARCH_RESULTS_MAX
/** Postings of the rarest word walked before the GIN index intersects the words instead. */
const NAME_WALK = 500

/**
 * Keeps the planner from walking the listing index for the newest matches of a GIN fallback
 * (a generic plan cannot tell the query is rare): the matches are gathered, then sorted.
 */
export const BITMAP_FENCE = 'OFFSET 0'

/** A quoted tsquery lexeme of a vocabulary term (which may hold characters such as '-'). */
export const lexeme = (term: string, weight: 'A' | 'B') =>
  `'''' || replace(replace(${term}, '\\', '\\\\'), '''', '''''') || ''':${weight}'`

/** The query's words ($1) and whether each is the start of some vocabulary term. */
export const words = `words AS MATERIALIZED (
    SELECT w.word, w.ord::int AS ord, EXISTS (
      SELECT 1 FROM search_terms t
      WHERE t.term >= w.word COLLATE "C" AND t.term < (w.word || chr(1114111)) COLLATE "C"
    ) AS prefix
    FROM unnest($1::text[]) WITH ORDINALITY AS w(word, ord)
  )`

/** Each word's name terms: its completions when typed halfway, else its nearest terms. */
export const alternatives = `alts AS MATERIALIZED (
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
  )`

/** Per word: its terms, best first, and what walking them would cost (names statement only). */
const namedWords = `named AS MATERIALIZED (
    SELECT ord, array_agg(term ORDER BY score DESC, term) AS terms,
      -- What walking this word would cost: each of its terms is walked up to NAME_WALK.
      sum(least(products, ${NAME_WALK})) AS walk_cost, sum(products) AS postings
    FROM alts GROUP BY ord
  ),
  queries AS MATERIALIZED (
    SELECT (SELECT string_agg('(' || array_to_string(ARRAY(
      SELECT ${lexeme('t', 'A')} FROM unnest(n.terms) AS t
    ), ' | ') || ')', ' & ') FROM named n)::tsquery AS name_all
  )`

/** Tier 1, names holding every matched word: the cheapest word's postings, newest first. */
const everyWord = `driver AS MATERIALIZED (
    SELECT d.ord, d.terms, (
      SELECT string_agg('(' || array_to_string(ARRAY(
        SELECT ${lexeme('t', 'A')} FROM unnest(o.terms) AS t
      ), ' | ') || ')', ' & ') FROM named o WHERE o.ord <> d.ord
    )::tsquery AS others
    -- The cheapest walk; among equals the rarest word, where the others are densest.
    FROM named d ORDER BY d.walk_cost, d.postings, d.ord LIMIT 1
  ),
  walk AS MATERIALIZED (
    SELECT DISTINCT h.*
    FROM driver d CROSS JOIN LATERAL unnest(d.terms) AS dt(term) CROSS JOIN LATERAL (
      SELECT w.product_id, w.created_at, p.uuid, p.name, p.category_id FROM (
        SELECT w.product_id, w.created_at FROM product_words w
        WHERE w.term = dt.term
        ORDER BY w.created_at DESC, w.product_id DESC
        LIMIT ${NAME_WALK}
      ) w
      JOIN products p ON p.id = w.product_id
      WHERE ${visibleInOpenStore('p')}
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
    SELECT * FROM walk WHERE NOT (SELECT cut FROM name_cut)
    UNION ALL
    (SELECT g.* FROM (
      SELECT p.id, p.created_at, p.uuid, p.name, p.category_id
      FROM products p
      WHERE (SELECT cut FROM name_cut)
        AND p.search_vector @@ (SELECT name_all FROM queries)
        AND ${visibleInOpenStore('p')}
      ${BITMAP_FENCE}
    ) g
    ORDER BY g.created_at DESC, g.id DESC
    LIMIT ${LIMIT})
  )`

/**
 * `h`: the newest visible products named with the term `a.term`, at most `limit`: the start of
 * its postings range, each checked on its product row.
 */
const newestNamed = (limit: number) => `CROSS JOIN LATERAL (
      SELECT w.product_id, w.created_at, p.uuid, p.name, p.category_id
      FROM product_words w
      JOIN products p ON p.id = w.product_id
      WHERE w.term = a.term AND ${visibleInOpenStore('p')}
      ORDER BY w.created_at DESC, w.product_id DESC
      LIMIT ${limit}
    ) h`

/** Tier 2, names holding some word, needed only when tier 1 holds fewer than the limit. */
const someWord = `tier2 AS MATERIALIZED (
    -- Tier 1 holds fewer than ${LIMIT} products here, so this many per term always suffice.
    SELECT DISTINCT h.*
    FROM alts a ${newestNamed(2 * LIMIT - 1)}
    WHERE (SELECT count(*) FROM named) > 1 AND (SELECT count(*) FROM tier1) < ${LIMIT}
  ),
  names AS MATERIALIZED (
    SELECT *, 1 AS tier FROM tier1
    UNION ALL
    SELECT *, 2 AS tier FROM tier2 WHERE product_id NOT IN (SELECT product_id FROM tier1)
  )`

/**
 * The best hits (`top`: product_id, uuid, name, category_id, in rank order) as JSON, with what
 * the search dialog shows of each: price, store and its first image's key (ADR 0971).
 */
export const hitsJson = `COALESCE(json_agg(json_build_object(
    'id', top.product_id, 'uuid', top.uuid, 'name', top.name, 'category', c.name,
    'price', hp.price, 'store', json_build_object('name', hs.name, 'slug', hs.slug),
    'imageKey', (
      SELECT i.key FROM product_images i WHERE i.product_id = hp.id ORDER BY i.position LIMIT 1
    )
  ) ORDER BY top.tier, top.created_at DESC, top.product_id DESC), '[]')`
export const hitsFrom = `top JOIN categories c ON c.id = top.category_id
  JOIN products hp ON hp.id = top.product_id JOIN stores hs ON hs.id = hp.store_id`

const answer = `top AS (
    SELECT * FROM names ORDER BY tier, created_at DESC, product_id DESC LIMIT ${LIMIT}
  )
  SELECT ${hitsJson} AS hits, count(*)::int AS found,
    -- For the description tier, read only when the names fall short.
    CASE WHEN count(*) < ${LIMIT} THEN ARRAY(SELECT term FROM alts) END AS terms
  FROM ${hitsFrom}`

/**
 * The name tiers of a search in one prepared statement ($1: the query's words, see
 * queryWords), answering one row: `hits`, JSON `{id, uuid, name, category}` in rank order —
 * names holding every word, then names holding some word, each newest first (docs/decisions/
 * 0201, 0203) — with `found`, how many hits that is, and `terms`, the name terms the words
 * stand for, which the description tier needs when the names fall short. Every tier reads a
 * bounded number of index entries whatever the word's frequency, which is what lets one
 * generic plan serve every query.
 */
export const searchNamesStatement = definePrepared(
  'catalog_search_names',
  `WITH ${words},
  ${alternatives},
  ${namedWords},
  ${everyWord},
  ${someWord},
  ${answer}`,
)

/**
 * The same for a one-word query, the most common kind, with a smaller plan (executing a plan
 * costs in proportion to its nodes): the newest products named with any term the word stands
 * for.
 */
export const searchWordStatement = definePrepared(
  'catalog_search_word',
  `WITH ${words},
  ${alternatives},
  names AS MATERIALIZED (
    SELECT DISTINCT h.*, 1 AS tier
    FROM alts a ${newestNamed(LIMIT)}
  ),
  ${answer}`,
)
