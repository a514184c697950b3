import { hasForbiddenControl } from '@pasar/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError, type FieldError } from '../lib/http-error.ts'

const CONTROL_MESSAGE = 'Text must not contain control characters'
export const CHARSET_MESSAGE = 'JSON must be sent in UTF-8 (charset=utf-8).'

const JSON_TYPE = /^\s*application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i

/**
 * A JSON body labelled with another charset than UTF-8 (utf-16, latin1…) would be read as UTF-8
 * all the same, into other text than was sent: it is refused with 415 before it is read.
 */
function checkCharset(request: FastifyRequest): void {
  const type = request.headers['content-type']
  if (!type || !JSON_TYPE.test(type)) return
  const charset = CHARSET.exec(type)?.[1]?.toLowerCase()
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new HttpError(415, CHARSET_MESSAGE)
  }
}

/** The first string under `value` holding a control character (besides line breaks), with its path. */
function findControl(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return hasForbiddenControl(value) ? path : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    const found = findControl(item, [...path, key])
    if (found) return found
  }
  return undefined
}

function refusal(status: 400 | 404, path: string[]): HttpError {
  if (status === 404) return new HttpError(404, 'Not found')
  const error: FieldError = { path: path.join('.'), message: CONTROL_MESSAGE }
  return new HttpError(400, CONTROL_MESSAGE, [error])
}

function checkInput(request: FastifyRequest): void {
  const schema = request.routeOptions.schema
  if (!schema) return
  const parts: [unknown, unknown, 400 | 404][] = [
    [schema.params, request.params, 404],
    [schema.querystring, request.query, 400],
    [schema.body, request.body, 400],
  ]
  for (const [declared, value, status] of parts) {
    if (!declared) continue
    const path = findControl(value)
    if (path) throw refusal(status, path)
  }
}

/**
 * The backstop behind the shared schemas' text rules (docs/decisions/0601-strict-input.md): after
 * a route's schema has parsed its input, no string in its path, query or body may still carry
 * NUL or another control character — PostgreSQL refuses NUL, so it would be a 500. Every route
 * with a schema gets this, including routes added later; single-line fields are stricter still in
 * their schemas. A JSON body in another charset than UTF-8 is refused before it is read.
 */
export const strictInputPlugin = fp(async function strictInput(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => checkCharset(request))
  app.addHook('preHandler', async (request) => checkInput(request))
})
