import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createStorage } from '../providers/storage/index.ts'
import { serveUploads } from '../providers/storage/local/routes.ts'
import type { Storage } from '../providers/storage/port.ts'

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

/** Decorates app.storage; with local storage also serves DATA_DIR/uploads under /uploads/. */
export const storagePlugin = fp(async function storage(
  app: FastifyInstance,
  opts: { storage?: Storage },
) {
  app.decorate('storage', opts.storage ?? (await createStorage(app.config)))
  const { storage: settings } = app.config
  if (settings.kind === 'local') await serveUploads(app, settings.dir)
})
