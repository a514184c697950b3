import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { errorBodySchema } from '@pasar/shared'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { z } from 'zod'

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a multipart/form-data body, for the document only: such a body is read by
     * the handler (it streams files), so it is not in `body`, which Fastify would validate.
     */
    multipartBody?: z.ZodType
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]
type JsonSchema = Record<string, unknown>

/** Why each error status can happen; every error answer has the error body. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Invalid input: the field errors say which and why',
  401: 'Not signed in: no token, an expired one, or wrong credentials',
  403: 'Not yours',
  404: 'Not found (also a path id or name that cannot exist)',
  409: 'Conflict with the current state',
  413: 'Body or file too large',
  414: 'A path segment is longer than 100 characters',
  415: 'Unsupported content type or file type',
  429: 'Too many attempts; Retry-After says when to try again',
  500: 'Unexpected failure (no details are given)',
  502: 'A provider (payment or shipping) failed or could not be reached; trying again may work',
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

let errorJson: JsonSchema | undefined
/** The error body as the document states it, converted the same way as every route schema. */
function errorResponse(status: string): JsonSchema {
  errorJson ??= (
    jsonSchemaTransform({
      schema: { response: { 400: errorBodySchema } },
      url: '/',
      route: { method: 'GET', url: '/' },
      openapiObject: { openapi: '3.0.3' },
    } as unknown as TransformInput).schema as { response: Record<string, JsonSchema> }
  ).response['400']
  return { ...errorJson, description: ERROR_DESCRIPTIONS[status] ?? 'Error' }
}

/**
 * OpenAPI 3.0 lets `null` through a `nullable` schema only if its `enum` lists null too; the zod
 * conversion leaves it out, so a nullable enum (a cart line's `problem`) would refuse null.
 */
function withNullInNullableEnums<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withNullInNullableEnums) as T
  if (typeof schema !== 'object' || schema === null) return schema
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) out[key] = withNullInNullableEnums(value)
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) {
    out.enum = [...out.enum, null]
  }
  return out as T
}

function methodsOf(input: TransformInput): string[] {
  const method = (input as { route?: { method?: string | string[] } }).route?.method ?? []
  return Array.isArray(method) ? method : [method]
}

/**
 * Route schemas → the exact document (docs/decisions/0602-exact-openapi.md): zod schemas are
 * converted by fastify-type-provider-zod; then a 204 declares no body, a multipart body is
 * described, and the errors every route can answer are added with the error body — 400 for any
 * input, 404 and 414 for a path with parameters, 413 and 415 for a body, 401 behind a token, 500 everywhere — so a new
 * route is documented exactly without listing them.
 */
function exactTransform(input: TransformInput) {
  const { multipartBody, ...schema } = (input.schema ?? {}) as NonNullable<TransformInput['schema']>
  const withBody = multipartBody ? { ...schema, body: multipartBody } : schema
  const result = jsonSchemaTransform({ ...input, schema: withBody } as TransformInput)
  const out = withNullInNullableEnums(result.schema) as JsonSchema & { hide?: boolean }
  if (out.hide) return result

  const response = { ...((out.response as Record<string, JsonSchema> | undefined) ?? {}) }
  if (response['204']) response['204'] = { type: 'null', description: 'No content' }
  const takesBody =
    multipartBody !== undefined || methodsOf(input).some((m) => METHODS_WITH_BODY.has(m))
  const errors = [
    ...(schema.params || schema.querystring || takesBody ? ['400'] : []),
    ...(schema.security ? ['401'] : []),
    ...(schema.params ? ['404', '414'] : []),
    ...(takesBody ? ['413', '415'] : []),
    '500',
  ]
  for (const status of errors) response[status] ??= errorResponse(status)
  for (const [status, description] of Object.entries(ERROR_DESCRIPTIONS)) {
    const entry = response[status]
    if (entry && !entry.description) response[status] = { ...entry, description }
  }
  return { ...result, schema: { ...out, response } }
}

/** The OpenAPI document of every route (served at /api/docs; `npm run docs:openapi` writes it). */
export const openapiPlugin = fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pasar API', version: '1.0.0', description: 'Multi-store marketplace API' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: exactTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
})
