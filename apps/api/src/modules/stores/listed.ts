import type { StoreDeps } from './deps.ts'
import { countOpenStores, openStoreStamps } from './repository.ts'

/** How many stores shoppers can open, for whoever lists them all (the sitemap). */
export function countListedStores({ db }: Pick<StoreDeps, 'db'>): Promise<number> {
  return countOpenStores(db)
}

/** The slugs and last changes of the stores shoppers can open, oldest first, one slice at a time. */
export function listedStores(
  { db }: Pick<StoreDeps, 'db'>,
  offset: number,
  limit: number,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return openStoreStamps(db, offset, limit)
}
