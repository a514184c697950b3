/** True when a query failed on the named unique constraint (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pg = e as { code?: unknown; constraint?: unknown }
    if (pg.code === '23505') return pg.constraint === undefined || pg.constraint === constraint
  }
  return false
}
