import { definePrepared } from '../../db/prepared.ts'
import { BITMAP_FENCE, hitsFrom, hitsJson, lexeme } from './search-statement.ts'
import { inOpenStore, productNotDeleted, visibleInOpenStore } from './visibility.ts'

/** Newest products whose descriptions are read before the GIN index takes over. */
const DESCRIPTION_WALK = 300

/**
 * The last tier of a search, run only when names gave fewer hits than the limit: products whose
 * description holds a word of `$1` (the query's words, also as prefixes) or a name term of `$2`
 * (what the name tiers matched), and whose name holds none of `$2`, newest first, at most `$3`.
 * The newest products are read first, so a word common to descriptions fills the page at once;
 * past that the GIN index finds a rarer word's products. The tsqueries are built here, since
 * the name statements, which run for every search, are cheaper without them (ADR 0204).
 * Answers one row, `hits` (JSON, as the name tiers).
 */
export const searchDescriptionsStatement = definePrepared(
  'catalog_search_descriptions',
  `WITH q AS MATERIALIZED (
    SELECT
      (SELECT string_agg(x, ' | ') FROM (
        SELECT w || ':*B' AS x FROM unnest($1::text[]) AS w
        UNION ALL SELECT ${lexeme('t', 'B')} FROM unnest($2::text[]) AS t
      ) x)::tsquery AS described,
      (SELECT string_agg(${lexeme('t', 'A')}, ' | ') FROM unnest($2::text[]) AS t)::tsquery AS named
  ),
  described AS MATERIALIZED (
    SELECT l.id AS product_id, l.created_at, l.uuid, l.name, l.category_id FROM (
      SELECT l.id, l.created_at, l.uuid, l.name, l.category_id, l.search_vector FROM products l
      WHERE ${productNotDeleted('l')}
        AND ${inOpenStore('l')}
      ORDER BY l.created_at DESC NULLS LAST, l.id DESC NULLS LAST
      LIMIT ${DESCRIPTION_WALK}
    ) l
    WHERE l.search_vector @@ (SELECT described FROM q)
      AND NOT COALESCE(l.search_vector @@ (SELECT named FROM q), false)
    ORDER BY l.created_at DESC NULLS LAST, l.id DESC NULLS LAST
    LIMIT $3::int
  ),
  cut AS MATERIALIZED (
    SELECT (SELECT count(*) FROM described) < $3::int
      AND (SELECT COALESCE(SUM(visible), 0) FROM product_counts) > ${DESCRIPTION_WALK} AS cut
  ),
  top AS (
    SELECT *, 3 AS tier FROM described WHERE NOT (SELECT cut FROM cut)
    UNION ALL
    (SELECT g.*, 3 AS tier FROM (
      SELECT p.id, p.created_at, p.uuid, p.name, p.category_id
      FROM products p
      WHERE (SELECT cut FROM cut)
        AND p.search_vector @@ (SELECT described FROM q)
        AND NOT COALESCE(p.search_vector @@ (SELECT named FROM q), false)
        AND ${visibleInOpenStore('p')}
      ${BITMAP_FENCE}
    ) g
    ORDER BY g.created_at DESC NULLS LAST, g.id DESC NULLS LAST
    LIMIT $3::int)
  )
  SELECT ${hitsJson} AS hits FROM ${hitsFrom}`,
)
