import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Turns index.html into the page for one URL (title, description, Open Graph tags).
     * Modules add renderers with `addPageMeta`; the first that returns meta wins.
     */
    addPageMeta(renderer: PageMetaRenderer): void
  }
}

export interface PageMeta {
  title: string
  description: string
  image?: string
}
export type PageMetaRenderer = (url: URL) => Promise<PageMeta | undefined>

const API_PREFIXES = ['/api/', '/healthz', '/uploads/', '/local/']

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function injectMeta(html: string, meta: PageMeta, url: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ')
  return html
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`)
}

/**
 * Serves the built web app: hashed assets with immutable caching, and index.html for every other
 * GET that asks for HTML, so the client router draws the page. Unknown API paths answer JSON 404.
 */
export const spaPlugin = fp(async function spa(app: FastifyInstance) {
  const dist = app.config.webDist
  const indexFile = path.join(dist, 'index.html')
  const hasWeb = fs.existsSync(indexFile)
  const renderers: PageMetaRenderer[] = []
  app.decorate('addPageMeta', (renderer: PageMetaRenderer) => {
    renderers.push(renderer)
  })

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: false,
      // Our own header below; the plugin's default would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
      },
    })
  }
  const template = hasWeb ? fs.readFileSync(indexFile, 'utf8') : ''

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, app.config.publicUrl)
    let html = template
    for (const render of renderers) {
      const meta = await render(url).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page meta failed')
        return undefined
      })
      if (meta) {
        html = injectMeta(template, meta, url.href)
        break
      }
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? ''
    // A page is any non-API path a browser (or curl) asks for; a missing file such as
    // /assets/x.js stays a 404 instead of turning into HTML.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
      ((request.headers.accept ?? '').includes('text/html') || !/\.[a-z0-9]+$/i.test(pathname))
    if (isPage && hasWeb) return sendIndex(request, reply)
    return reply.status(404).send({ message: 'Not found' })
  })
})
