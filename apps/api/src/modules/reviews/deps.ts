import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { Storage } from '../../providers/storage/port.ts'
import type { MailLinks } from '../notifications/index.ts'

/** What the reviews module's services use (docs/decisions/0761-uniform-modules.md). */
export interface ReviewDeps {
  db: Db
  storage: Storage
  /** How long after a store order is completed its lines may be reviewed (REVIEW_WINDOW). */
  reviewWindowMs: number
  /** Where the mail telling the seller of a new review links. */
  links: MailLinks
}

export function reviewDeps(app: FastifyInstance): ReviewDeps {
  return {
    db: app.db,
    storage: app.storage,
    reviewWindowMs: app.config.reviewWindowMs,
    links: { publicUrl: app.config.publicUrl },
  }
}
