import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from './db/client.ts'

/**
 * Once closing has begun, every answer says `Connection: close`: a keep-alive connection whose
 * request was in flight is then ended with its answer, instead of holding the shutdown open until
 * the client lets go of it.
 */
export const drainOnClose = fp(async function drainOnClose(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
})

/**
 * Stops a running server in the one safe order: stop accepting connections and let every request
 * in flight finish (app.close also runs the plugins' onClose hooks: background jobs, mail, Redis),
 * and only then close the database, so no request meets a closed pool. Releases the PGlite lock.
 */
export async function closeGracefully(app: FastifyInstance, database: Database): Promise<void> {
  try {
    await app.close()
  } finally {
    await database.close()
  }
}
