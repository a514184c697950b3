import type { FastifyInstance } from 'fastify'
import { findCategory } from './repository.ts'
import { getProduct, listProducts } from './service.ts'

const DESCRIPTION_MAX = 160

function summary(text: string, fallback: string): string {
  const clean = text.replace(/\s+/g, ' ').trim() || fallback
  return clean.length > DESCRIPTION_MAX ? `${clean.slice(0, DESCRIPTION_MAX - 1)}…` : clean
}

/** Shared links to a product or a category preview with its own title, text and picture. */
export function registerPageMeta(app: FastifyInstance) {
  app.addPageMeta(async (url) => {
    const product = /^\/product\/([^/]+)\/?$/.exec(url.pathname)
    if (product?.[1]) {
      const found = await getProduct(app.db, app.storage, decodeURIComponent(product[1])).catch(
        () => undefined,
      )
      if (!found) return undefined
      return {
        title: `${found.name} · Pasar`,
        description: summary(found.description, `${found.name} from ${found.store.name} on Pasar`),
        image: found.images[0],
      }
    }
    const category = /^\/category\/([^/]+)\/?$/.exec(url.pathname)
    if (category?.[1]) {
      const found = await findCategory(app.db, decodeURIComponent(category[1]))
      if (!found) return undefined
      const newest = await listProducts(app.db, app.storage, {
        categorySlug: found.slug,
        page: 1,
        limit: 1,
      })
      return {
        title: `${found.name} · Pasar`,
        image: newest.data[0]?.images[0],
        description: `Shop ${found.name} from independent brands and stores on Pasar.`,
      }
    }
    return undefined
  })
}
