import type { FastifyInstance } from 'fastify'
import { innerInject } from '../lib/inner-request.ts'

/**
 * A fetch that delivers the request to this same server in process (Fastify's inject): the real
 * adapters reach a local twin (identity, payment, shipping) over the provider's own HTTP protocol
 * without a network round trip, which also works before the server listens and where it cannot
 * reach its own PUBLIC_URL.
 */
export function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const target = new URL(url)
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value
    })
    const res = await innerInject(app, {
      method: (init.method ?? 'GET') as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: target.pathname + target.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    })
    const responseHeaders = new Headers()
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined) responseHeaders.set(key, String(value))
    }
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    })
  }
}
