const units: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }

/** Parses '15m', '30d', '24h' or '90s' into milliseconds; undefined when malformed. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)\s*([smhd])$/.exec(text.trim())
  if (!match) return undefined
  const [, amount, unit] = match
  const factor = unit ? units[unit] : undefined
  return factor === undefined ? undefined : Number(amount) * factor
}
