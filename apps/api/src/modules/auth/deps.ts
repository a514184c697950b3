import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { IdentityProvider } from '../../providers/identity/port.ts'
import type { Mailer } from '../../providers/mail/port.ts'
import type { Storage } from '../../providers/storage/port.ts'

/**
 * What the auth module's services use, passed as one object like every module's deps
 * (docs/architecture.md#api-layers): the database, the providers and the token signer.
 */
export interface AuthDeps {
  db: Db
  config: Config
  log: FastifyBaseLogger
  identity: IdentityProvider
  mailer: Mailer
  storage: Storage
  signAccessToken(userId: number): Promise<string>
}

/** The auth deps from the app's decorations. */
export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    config: app.config,
    log: app.log,
    identity: app.identity,
    mailer: app.mailer,
    storage: app.storage,
    signAccessToken: (userId) => app.signAccessToken(userId),
  }
}
