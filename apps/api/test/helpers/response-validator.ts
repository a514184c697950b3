import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { App } from '../../src/app.ts'

type JsonSchema = Record<string, unknown>

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
}

/** OpenAPI 3.0's schema dialect → JSON Schema as Ajv reads it (`nullable` Ajv knows itself). */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema)
  if (typeof schema !== 'object' || schema === null) return schema
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) out[key] = toJsonSchema(value)
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound]
      delete out[bound]
    } else if (out[flag] === false) delete out[flag]
  }
  return out
}

/** '/api/v1/orders/{id}' → a pattern for concrete paths; literal paths rank before templates. */
function pathMatchers(document: OpenApiDocument) {
  return Object.keys(document.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      pattern: new RegExp(
        `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      ),
    }))
    .sort((a, b) => a.params - b.params)
}

/**
 * Checks an answer against the served OpenAPI document (docs/decisions/0602-exact-openapi.md):
 * its status must be documented for the route, and its body must be what that status declares —
 * nothing for 204, otherwise the declared content type and a body valid against the schema.
 * Routes the document does not list (hidden local providers, the SPA) are not checked.
 */
export async function responseValidator(app: App) {
  const served = await app.inject({ method: 'GET', url: '/api/docs/json' })
  const document = served.json<OpenApiDocument>()
  const matchers = pathMatchers(document)
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  const compiled = new Map<JsonSchema, ValidateFunction>()
  const compile = (schema: JsonSchema) => {
    let validate = compiled.get(schema)
    if (!validate) {
      validate = ajv.compile(toJsonSchema(schema) as JsonSchema)
      compiled.set(schema, validate)
    }
    return validate
  }

  return function check(method: string, url: string, res: LightMyRequestResponse): void {
    const path = decodeURI(url.split('?')[0] ?? url)
    const template = matchers.find((m) => m.pattern.test(path))?.template
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined
    if (!template || !operation) return
    const where = `${method} ${url} answered ${res.statusCode}`
    const declared = operation.responses[String(res.statusCode)]
    if (!declared) {
      throw new Error(`${where}, a status the OpenAPI document does not list for ${template}`)
    }
    if (!declared.content) {
      if (res.rawPayload.length > 0)
        throw new Error(`${where} with a body the document says is empty`)
      return
    }
    const type = String(res.headers['content-type'] ?? '').split(';')[0] ?? ''
    const media = declared.content[type]
    if (!media) {
      throw new Error(`${where} as '${type}', not ${Object.keys(declared.content).join(', ')}`)
    }
    // A text answer (the ledger's CSV) is held to its media type only.
    if (!media.schema || !type.endsWith('json')) return
    const validate = compile(media.schema)
    if (!validate(res.json())) {
      throw new Error(
        `${where} with a body unlike the document: ${ajv.errorsText(validate.errors)}`,
      )
    }
  }
}

function methodOf(options: InjectOptions | string): string {
  return typeof options === 'string' ? 'GET' : String(options.method ?? 'GET')
}

function urlOf(options: InjectOptions | string): string {
  if (typeof options === 'string') return options
  const target = options.url ?? options.path ?? '/'
  return typeof target === 'string' ? target : (target.pathname ?? '/')
}

/** Makes every `app.inject({...})` of a test check its answer against the document. */
export async function validateEveryResponse(app: App): Promise<void> {
  const check = await responseValidator(app)
  const inject = app.inject.bind(app)
  const validating = async (options: InjectOptions | string) => {
    const res = await inject(options as InjectOptions)
    check(methodOf(options), urlOf(options), res)
    return res
  }
  Object.assign(app, {
    inject: (options?: InjectOptions | string, callback?: unknown) =>
      options === undefined || callback !== undefined
        ? (inject as (...args: unknown[]) => unknown)(options, callback)
        : validating(options),
  })
}
