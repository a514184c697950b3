import { randomBytes } from 'node:crypto'

const SLUG_MAX = 60
// Paths under /api/v1/stores/ that a store slug must not shadow.
const RESERVED = new Set(['user'])

/** 'Toko Budi & Sons' → 'toko-budi-sons'; accents dropped; 'store' when nothing is left. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '')
  if (!slug) return 'store'
  return RESERVED.has(slug) ? `${slug}-store` : slug
}

/**
 * The slug to try on a given attempt: the plain slug first, then the next free number
 * ('toko-budi-2'), and after a few collisions (many creating the same name at once) a random
 * suffix that cannot realistically collide again.
 */
export function slugCandidate(base: string, attempt: number, highestNumber: number): string {
  if (attempt === 0) return base
  if (attempt <= 3) return `${base}-${highestNumber + 1}`
  return `${base}-${randomBytes(3).toString('hex')}`
}

/** The numeric suffix of 'base-7' (7), 1 for 'base' itself, undefined for anything else. */
export function slugNumber(base: string, slug: string): number | undefined {
  if (slug === base) return 1
  const match = slug.slice(base.length).match(/^-(\d{1,9})$/)
  return slug.startsWith(base) && match?.[1] ? Number(match[1]) : undefined
}
