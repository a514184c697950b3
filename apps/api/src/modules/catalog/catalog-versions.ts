import type { FastifyInstance } from 'fastify'
import { singleFlight } from '../../lib/single-flight.ts'
import { catalogueVersions, type CatalogueVersions } from './repository.ts'

/** The channel the migration 0019 trigger announces each move of the versions on. */
const CHANNEL = 'catalogue_version'

const newest = (a: CatalogueVersions, b: CatalogueVersions): CatalogueVersions => ({
  version: Math.max(a.version, b.version),
  stockVersion: Math.max(a.stockVersion, b.stockVersion),
})

/**
 * How the answer cache learns the catalogue's versions (docs/decisions/0997). Where the
 * database announces every commit to this process before the commit returns (PGlite, the only
 * process on its data), the versions are kept in memory from those announcements and no request
 * reads them. Elsewhere (PostgreSQL, shared by any number of processes) each request waits for a
 * read begun after it arrived, shared with the requests that arrived meanwhile (0958).
 */
export async function catalogVersionSource(
  app: FastifyInstance,
): Promise<() => Promise<CatalogueVersions>> {
  const { listen } = app.database
  if (!listen) return singleFlight(() => catalogueVersions(app.db))
  let known: CatalogueVersions = { version: 0, stockVersion: 0 }
  // Listening first, then reading: a move between the two is announced, not missed.
  const stop = await listen(CHANNEL, (payload) => {
    const [version, stockVersion] = payload.split(' ').map(Number)
    if (Number.isSafeInteger(version) && Number.isSafeInteger(stockVersion)) {
      known = newest(known, { version: Number(version), stockVersion: Number(stockVersion) })
    }
  })
  // A database closed before the app (tests share one) has nothing left to stop.
  app.addHook('onClose', () => stop().catch(() => undefined))
  known = newest(known, await catalogueVersions(app.db))
  return () => Promise.resolve(known)
}
