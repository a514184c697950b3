import { describe, expect, it } from 'vitest'
import { PATH_TOO_LONG } from '../../src/plugins/errors.ts'
import { setupTestApp } from '../helpers/app.ts'

// Every answer is held against the served document (helpers/app.ts): a 414 it did not list fails.
const { app } = await setupTestApp()

interface Operation {
  parameters?: { in: string }[]
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>
}
const document = (await app.inject({ url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, Operation>>
}>()

describe('a path segment over 100 characters', () => {
  it('answers 414 with the error body, as the document says', async () => {
    const slug = 'a'.repeat(101)
    for (const url of [`/api/v1/stores/${slug}`, `/api/v1/products/${slug}`]) {
      const res = await app.inject({ url })
      expect(res.statusCode, url).toBe(414)
      expect(res.json()).toEqual({ message: PATH_TOO_LONG })
    }
    const hundred = await app.inject({ url: `/api/v1/stores/${'a'.repeat(100)}` })
    expect(hundred.statusCode).toBe(404)
  })

  it('is documented on every route with path parameters', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!op.parameters?.some((p) => p.in === 'path')) continue
        expect(op.responses['414'], `${method} ${path}`).toMatchObject({
          description: 'A path segment is longer than 100 characters',
          content: { 'application/json': { schema: { required: ['message'] } } },
        })
      }
    }
  })
})
