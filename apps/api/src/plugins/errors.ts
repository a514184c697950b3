import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'
import { HttpError, type FieldError } from '../lib/http-error.ts'
import { uniqueViolation } from '../lib/pg-errors.ts'

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
}

function validationErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return []
  return error.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Invalid value',
  }))
}

export const PATH_TOO_LONG = 'The path is too long: a path segment has at most 100 characters.'

/**
 * The router's own refusals, before any route or plugin runs, in the error contract's body: a
 * path segment over `maxParamLength` (100) is a 414, a path that does not decode a 400. Fastify's
 * default body for them (`{ error, code, message, statusCode }`) echoed the path.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ message: PATH_TOO_LONG })
  }
  return reply.status(error.statusCode ?? 400).send({ message: 'Invalid path' })
}

/**
 * The error contract (docs/architecture.md#api-layers): every error is `{ message, errors? }` with
 * a meaningful status; unexpected failures answer 500 with no stack trace or SQL.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors })
    }
    if (error instanceof ZodError) {
      const errors = fieldErrors(error.issues)
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid input', errors })
    }
    if (error.validation && error.validationContext === 'params') {
      // A path that names no valid id, uuid or slug names nothing (docs/decisions/0601-strict-input.md).
      return reply.status(404).send({ message: 'Not found' })
    }
    if (error.validation) {
      const errors = validationErrors(error)
      const message = errors[0]?.message ?? error.message
      return reply.status(400).send({ message, errors: errors.length ? errors : undefined })
    }
    if (uniqueViolation(error) !== undefined) {
      request.log.warn({ err: error }, 'unique violation')
      return reply.status(409).send({ message: 'That already exists.' })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ message: 'Internal server error' })
  })
})
