import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify'

/**
 * A request the server sends itself through Fastify's inject — a local twin's provider call, a
 * page's first answer — is part of the work of the request that sent it, which already had its
 * turn at PGlite (db/pglite/scheduler.ts). It takes no second turn: it would wait behind every
 * request that arrived meanwhile (docs/decisions/0987-inner-requests-take-no-turn.md). It
 * carries a mark that only this process knows, so no request from outside can pass for one.
 */
const MARK_HEADER = 'x-pasar-inner-request'
const mark = randomUUID()

/** Fastify's inject, marked as this server's own request. */
export function innerInject(app: FastifyInstance, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, [MARK_HEADER]: mark } })
}

export function isInnerRequest(request: FastifyRequest): boolean {
  return request.headers[MARK_HEADER] === mark
}
