import { errorBodySchema, pathIdSchema } from '@pasar/shared'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/http-error.ts'
import { keptSitemaps, robotsTxt, SITEMAP_PAGE_SIZE } from './service.ts'

const tags = ['seo']
const XML = 'application/xml; charset=utf-8'
/** Crawlers ask again before reusing one: a hidden product leaves the sitemap at once. */
const SITEMAP_CACHE = 'no-cache'

/** The sitemap, or one of its pages; 404 past its last page. */
const sendXml = (reply: FastifyReply, text: string | undefined) => {
  if (text === undefined) throw notFound('Sitemap page not found')
  return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(text)
}

const xmlAnswer = (description: string) =>
  z.string().meta({
    description,
    content: { 'application/xml': { schema: { type: 'string' } } },
  })

export interface SitemapRoutesOptions {
  /** Addresses per sitemap page; smaller in tests. */
  pageSize?: number
}

/**
 * robots.txt and the sitemaps, answered by the API at the site's root (the SPA's not-found
 * handler answers only paths no route has).
 */
export const sitemapRoutes: FastifyPluginAsyncZod<SitemapRoutesOptions> = async (
  app,
  { pageSize = SITEMAP_PAGE_SIZE },
) => {
  const sitemap = await keptSitemaps(app, pageSize)

  app.get(
    '/robots.txt',
    {
      schema: {
        tags,
        summary: 'What crawlers may visit, and where the sitemap is',
        response: {
          200: z.string().meta({
            description: 'robots.txt',
            content: { 'text/plain': { schema: { type: 'string' } } },
          }),
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(app.config.publicUrl)),
  )

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        summary: 'Every public page: home, categories, open stores and visible products',
        description:
          'A <urlset> up to 50,000 addresses; past that, a <sitemapindex> of /sitemap-{page}.xml.',
        response: { 200: xmlAnswer('The sitemap, or the index of its pages') },
      },
    },
    async (_request, reply) => sendXml(reply, await sitemap()),
  )

  app.get(
    '/sitemap-:page.xml',
    {
      schema: {
        tags,
        summary: 'One page of the sitemap, when /sitemap.xml is an index',
        params: z.object({ page: pathIdSchema }),
        response: { 200: xmlAnswer('A <urlset> of up to 50,000 addresses'), 404: errorBodySchema },
      },
    },
    async (request, reply) => sendXml(reply, await sitemap(request.params.page)),
  )
}
