import type { PublicConfig } from './schemas/order.ts'

/**
 * What the API's page route asks the web build's server half for: a landing page's first screen
 * (docs/decisions/0963-first-screen-drawn-by-the-server.md). Both sides build or read this shape.
 */
export interface FirstScreenRequest {
  /** The page's absolute URL. */
  url: string
  language: 'en' | 'id'
  /** The public API answers embedded in the page: their URL (path and query) and JSON text. */
  initialData?: { url: string; body: string }[] | undefined
  /** GET /api/v1/config's answer: the Demo mode strip follows its local providers. */
  config: { data: PublicConfig }
}

/** The server half's export: the HTML inside #root, or undefined where nothing is drawn. */
export type DrawFirstScreen = (request: FirstScreenRequest) => Promise<string | undefined>
