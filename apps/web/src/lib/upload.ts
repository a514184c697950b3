import type { ErrorBody } from '@pasar/shared'
import { translateMessage } from '@/i18n/messages.ts'
import { ApiError, buildUrl, refreshAccessToken } from './api-client.ts'
import { session } from './session.ts'

/** How far an upload is: bytes sent of the body's total. */
export interface UploadProgress {
  loaded: number
  total: number
}

const UPLOAD_TIMEOUT_MS = 120_000

interface Sent {
  status: number
  body: unknown
}

function send(
  method: 'POST' | 'PUT',
  url: string,
  body: FormData,
  token: string | null,
  onProgress: (progress: UploadProgress) => void,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    xhr.withCredentials = true
    xhr.timeout = UPLOAD_TIMEOUT_MS
    xhr.setRequestHeader('accept', 'application/json')
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total })
    }
    xhr.onload = () => {
      let parsed: unknown = null
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        parsed = null
      }
      resolve({ status: xhr.status, body: parsed })
    }
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          translateMessage('Cannot reach the server. Check your connection and try again.'),
        ),
      )
    xhr.ontimeout = () =>
      reject(
        new ApiError(0, translateMessage('The server took too long to answer. Please try again.')),
      )
    xhr.send(body)
  })
}

/**
 * A multipart upload that reports its progress (fetch cannot: docs/decisions/1009): the bearer
 * token as `api()` sends it, one refresh on a 401, and the API's errors as ApiError in the
 * language on screen. `build` makes the body again for the repeat after a refresh.
 */
export async function uploadWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  build: () => FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<T> {
  const url = buildUrl(path)
  const token = session.get().accessToken
  let sent = await send(method, url, build(), token, onProgress)
  if (sent.status === 401 && token) {
    sent = await send(method, url, build(), await refreshAccessToken(), onProgress)
  }
  if (sent.status >= 200 && sent.status < 300) return sent.body as T
  const error = (sent.body ?? {}) as Partial<ErrorBody>
  const message = error.message ?? 'Something went wrong'
  const errors = (error.errors ?? []).map((e) => ({ ...e, message: translateMessage(e.message) }))
  throw new ApiError(sent.status, translateMessage(message), errors, message)
}
