/** How a provider's adapter sends HTTP: fetch, or a test's or the in-process twin's stand-in. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/**
 * One call to a provider's JSON API: the answer's status and its JSON body (undefined when the
 * body is not JSON). When no answer comes (the network, or `timeoutMs` passed), throws what
 * `unreachable` makes of the error.
 */
export async function callJson(
  send: FetchLike,
  url: string,
  request: {
    method: 'GET' | 'POST'
    authorization: string
    body?: unknown
    headers?: Record<string, string>
    timeoutMs: number
  },
  unreachable: (error: unknown) => Error,
): Promise<{ status: number; json: unknown }> {
  const { method, body } = request
  try {
    const response = await send(url, {
      method,
      headers: {
        authorization: request.authorization,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(request.timeoutMs),
    })
    return { status: response.status, json: await response.json().catch(() => undefined) }
  } catch (error) {
    throw unreachable(error)
  }
}
