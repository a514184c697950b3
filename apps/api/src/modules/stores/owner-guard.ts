import type { FastifyInstance, FastifyRequest } from 'fastify'
import { forbidden } from '../../lib/http-error.ts'
import { signedInOnly } from '../../lib/route-schema.ts'
import { currentUserId } from '../../plugins/auth.ts'
import * as repo from './repository.ts'
import { storeNotFound } from './service.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The store behind `:slug`, set by `requireStoreOwner` once its owner is the caller. */
    ownedStore: repo.StoreRow | undefined
  }
}

export const NOT_YOUR_STORE_MESSAGE = 'You do not own this store.'

/**
 * preHandler for every owner-only route under /api/v1/stores/:slug (docs/product.md#stores,
 * docs/decisions/0761-uniform-modules.md): loads the store once and sets `request.ownedStore`.
 * 404 when the store does not exist or was deleted, 403 when it belongs to someone else; the
 * route's `onRequest: app.authenticate` has already answered 401 without a session. It runs after
 * the params and body are validated, so a malformed request is still a 400 first.
 */
export async function requireStoreOwner(request: FastifyRequest) {
  const { slug } = request.params as { slug?: unknown }
  if (typeof slug !== 'string') throw new Error('requireStoreOwner is for routes with a :slug')
  const store = await repo.findStoreBySlug(request.server.db, slug)
  if (!store) throw storeNotFound()
  if (store.ownerId !== currentUserId(request)) throw forbidden(NOT_YOUR_STORE_MESSAGE)
  request.ownedStore = store
}

/** The store `requireStoreOwner` checked; use in the handler of a route that has it. */
export function ownedStore(request: FastifyRequest): repo.StoreRow {
  if (!request.ownedStore) throw new Error('the route lacks the requireStoreOwner preHandler')
  return request.ownedStore
}

/** The group options of owner-only routes (see routeGroup): a session, then the store's owner. */
export const storeOwnerOnly = (app: FastifyInstance) => ({
  ...signedInOnly(app),
  preHandler: requireStoreOwner,
})
