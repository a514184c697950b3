import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'

/** Tables smaller than this (in 8 kB pages) are planned fine without fresh statistics. */
const MIN_PAGES = 64
/** A table that grew or shrank by more than this share since its last ANALYZE is stale. */
const STALE_SHARE = 0.2

/**
 * PGlite has no autovacuum: after bulk writes the planner keeps the old row counts and value
 * statistics (and GIN indexes keep their pending lists, the visibility map stays empty), so it
 * can pick a plan that reads a whole index. This vacuums and analyzes the tables whose size
 * moved away from what their statistics describe — or every table with `all` — and answers
 * their names. Cheap to call: it reads only the catalog unless something is stale.
 */
export async function refreshPlannerStatistics(db: Db, { all = false } = {}): Promise<string[]> {
  const result = (await db.execute(sql`
    SELECT quote_ident(c.relname) AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r'
      AND (${all}::boolean OR (
        pg_relation_size(c.oid) / current_setting('block_size')::int >= ${MIN_PAGES}::int
        AND (c.reltuples < 0 OR abs(pg_relation_size(c.oid) / current_setting('block_size')::int
          - c.relpages) > ${STALE_SHARE}::float8 * greatest(c.relpages, 1))
      ))
    ORDER BY c.relname`)) as unknown as { rows: Array<{ name: string }> }
  const tables = result.rows.map((row) => row.name)
  if (tables.length > 0) await db.execute(sql.raw(`VACUUM (ANALYZE) ${tables.join(', ')}`))
  return tables
}
