/** Where uploaded files live. Keys are relative paths such as 'products/ab12/640.webp'. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  delete(keys: string[]): Promise<void>
  /**
   * The URL a browser loads the file from: a path such as '/uploads/…' for the app's own files
   * (so it works on whatever host serves the page), an absolute URL for S3.
   */
  publicUrl(key: string): string
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Refuses keys that could leave the storage root. */
export function safeKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${key}`)
  }
  return key
}
