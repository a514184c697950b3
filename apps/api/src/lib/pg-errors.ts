/**
 * The constraint a unique violation (23505) hit, '' when the driver did not name it, or undefined
 * when the error is something else. Drizzle wraps the driver's error, so the cause chain is walked.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown }
    if (code === '23505') return typeof constraint === 'string' ? constraint : ''
  }
  return undefined
}

/** True when a query failed on the named unique constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const hit = uniqueViolation(error)
  return hit !== undefined && (hit === '' || hit === constraint)
}
