import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { responseValidator } from '../helpers/response-validator.ts'

const { app } = await setupTestApp()

interface Operation {
  requestBody?: { content: Record<string, unknown> }
  responses: Record<string, { content?: Record<string, unknown> }>
}
const served = await app.inject({ method: 'GET', url: '/api/docs/json' })
const document = served.json<{ paths: Record<string, Record<string, Operation>> }>()
const operation = (path: string, method: string) => {
  const found = document.paths[path]?.[method]
  if (!found) throw new Error(`${method} ${path} is not in the document`)
  return found
}

/** An answer as app.inject gives it, made up to test the validator itself. */
function answer(statusCode: number, body: unknown, type = 'application/json; charset=utf-8') {
  const payload = body === undefined ? '' : JSON.stringify(body)
  return {
    statusCode,
    headers: body === undefined ? {} : { 'content-type': type },
    rawPayload: Buffer.from(payload),
    json: () => JSON.parse(payload),
  } as unknown as LightMyRequestResponse
}

describe('the OpenAPI document', () => {
  it('declares no body for a 204', () => {
    for (const [path, method] of [
      ['/logout', 'post'],
      ['/api/v1/carts', 'delete'],
      ['/api/v1/stores/{slug}', 'delete'],
      ['/api/v1/stores/{slug}/products/{uuid}', 'delete'],
    ] as const) {
      expect(operation(path, method).responses['204'], `${method} ${path}`).toEqual({
        description: 'No content',
      })
    }
  })

  it('describes the multipart product creation, with its 413 and 415', () => {
    const create = operation('/api/v1/stores/{slug}/products', 'post')
    expect(create.requestBody?.content['multipart/form-data']).toMatchObject({
      schema: {
        properties: { name: {}, price: {}, stock: {}, images: { type: 'array' } },
        required: expect.arrayContaining(['name', 'category', 'price', 'stock', 'images']),
      },
    })
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['413', '415']))
  })

  it('lists 400, 413, 415 and 500 with the error body on every route that takes a body', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (method === 'get') continue
        for (const status of ['400', '413', '415', '500']) {
          expect(op.responses[status]?.content, `${method} ${path} ${status}`).toMatchObject({
            'application/json': { schema: { required: ['message'] } },
          })
        }
      }
    }
  })
})

const check = await responseValidator(app)

describe('the response validator in the test helper', () => {
  const categories = '/api/v1/products/categories'

  it('passes an answer the document describes', () => {
    expect(() =>
      check(
        'GET',
        categories,
        answer(200, { data: [{ name: 'Books', slug: 'books', icon: 'book' }] }),
      ),
    ).not.toThrow()
  })

  it('fails a body that drifted from the document', () => {
    const drifted = answer(200, {
      data: [{ name: 'Books', slug: 'books', icon: 'book', extra: 1 }],
    })
    expect(() => check('GET', categories, drifted)).toThrow(/body unlike the document/)
  })

  it('fails a status the route does not document', () => {
    expect(() => check('GET', categories, answer(418, { message: 'x' }))).toThrow(/does not list/)
  })

  it('fails a 204 that carries a body, and a JSON body sent as another type', () => {
    expect(() => check('DELETE', '/api/v1/carts', answer(204, null))).toThrow(
      /document says is empty/,
    )
    expect(() => check('GET', categories, answer(200, { data: [] }, 'text/plain'))).toThrow(
      /as 'text\/plain'/,
    )
  })
})
