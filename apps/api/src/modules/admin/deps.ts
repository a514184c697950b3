import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { paged, type Page } from '../../lib/pagination.ts'
import type { MailLinks } from '../notifications/index.ts'

/** What the operator console's services use (docs/architecture.md#api-layers). */
export interface AdminDeps {
  db: Db
  config: Pick<Config, 'operatorEmails'>
  links: MailLinks
}

export function adminDeps(app: FastifyInstance): AdminDeps {
  return { db: app.db, config: app.config, links: { publicUrl: app.config.publicUrl } }
}

/**
 * A console list (users, stores, products, orders): what `search` finds for `q` (blank is no
 * search), one page of it.
 */
export function searchedList<Row>(
  search: (
    deps: AdminDeps,
    q: string | undefined,
    page: number,
    limit: number,
  ) => Promise<{ rows: Row[]; total: number }>,
) {
  return async (
    deps: AdminDeps,
    q: string | undefined,
    page: number,
    limit: number,
  ): Promise<Page<Row>> => {
    const { rows, total } = await search(deps, q || undefined, page, limit)
    return paged(rows, page, limit, total)
  }
}
