import { AUTH_REQUEST_TIMEOUT_MS, type ErrorBody } from '@pasar/shared'
import { currentLanguage } from '@/i18n/index.ts'
import { translateMessage } from '@/i18n/messages.ts'
import { session } from './session.ts'

export const API_BASE =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/+$/, '') ?? ''

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ErrorBody['errors'] = [],
    /** The message as the API sent it, in English (the contract); `message` is as shown. */
    readonly sent: string = message,
  ) {
    super(message)
  }
}

type Query = Record<string, string | number | boolean | undefined | null>

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** JSON body, or FormData for multipart uploads. */
  body?: unknown
  query?: Query
  signal?: AbortSignal
  /** Defaults to 5000 ms (docs/product.md#sessions); uploads pass a longer one. */
  timeoutMs?: number
  /** 'text' returns the body as text (the ledger's CSV) instead of parsed JSON. */
  as?: 'json' | 'text'
}

/** The URL the client requests for `path` and `query` (undefined and null values left out). */
export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${url}?${text}` : url
}

async function toError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null
  const message = body?.message ?? (response.statusText || 'Something went wrong')
  // Shown as they are: the message and field errors in the language on screen.
  const errors = (body?.errors ?? []).map((e) => ({ ...e, message: translateMessage(e.message) }))
  return new ApiError(response.status, translateMessage(message), errors, message)
}

async function send(
  path: string,
  options: RequestOptions,
  accessToken?: string,
): Promise<Response> {
  // Answers that name categories come in the language on screen (docs/decisions/1011).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  }
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  if (accessToken) headers.authorization = `Bearer ${accessToken}`
  const timeout = AbortSignal.timeout(options.timeoutMs ?? AUTH_REQUEST_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
      credentials: 'include',
    })
  } catch (error) {
    if (timeout.aborted)
      throw new ApiError(
        0,
        translateMessage('The server took too long to answer. Please try again.'),
      )
    if (options.signal?.aborted) throw error
    throw new ApiError(
      0,
      translateMessage('Cannot reach the server. Check your connection and try again.'),
    )
  }
}

let refreshing: Promise<string> | null = null

/** Why the session ended: the refresh's refusal (a suspension says so, with its reason). */
type ExpiredListener = (reason: ApiError | undefined) => void
let onSessionExpired: ExpiredListener = () => {}

/**
 * What happens after a failed refresh has cleared the session (the app says so; a page that needs
 * a signed-in user sends them to sign in).
 */
export function setSessionExpiredHandler(listener: ExpiredListener) {
  onSessionExpired = listener
}

/**
 * One refresh at a time, shared by every call that got a 401 meanwhile
 * (docs/product.md#sessions).
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    try {
      // No time-out on the refresh client (docs/product.md#sessions); the cookie carries the
      // refresh token.
      const response = await fetch(buildUrl('/refresh-token'), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      })
      if (!response.ok) throw await toError(response)
      const body = (await response.json()) as { data: string }
      session.setAccessToken(body.data)
      return body.data
    } finally {
      refreshing = null
    }
  })()
  return refreshing
}

/**
 * Calls the API and returns the parsed JSON body (undefined for 204). Sends the bearer token when
 * one is held; on a 401 it refreshes once and repeats the call; if that fails, the session is
 * cleared, the expiry handler runs and the error is passed on.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = session.get().accessToken ?? undefined
  let response = await send(path, options, token)
  if (response.status === 401 && token) {
    let fresh: string
    try {
      fresh = await refreshAccessToken()
    } catch (error) {
      session.clear()
      onSessionExpired(error instanceof ApiError ? error : undefined)
      throw error instanceof ApiError
        ? new ApiError(401, 'Your session has expired. Please sign in again.')
        : error
    }
    response = await send(path, options, fresh)
  }
  if (!response.ok) throw await toError(response)
  if (response.status === 204) return undefined as T
  if (options.as === 'text') return (await response.text()) as T
  return (await response.json()) as T
}
