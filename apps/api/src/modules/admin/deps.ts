import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
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
