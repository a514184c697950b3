import {
  FIRST_ROW_CARDS,
  imageSrcSet,
  POPULAR_PRODUCTS,
  PRODUCT_CARD_SIZES,
  PRODUCT_PICTURE_SIZES,
  PRODUCTS_PAGE_SIZE,
  type CatalogPage,
  type Product,
  type ProductPage,
  type PublicStore,
} from '@pasar/shared'
import type { FastifyInstance } from 'fastify'
import type { ImagePreload, InitialData } from '../../plugins/spa.ts'
import { innerInject } from '../../lib/inner-request.ts'
import { findCategory } from './repository.ts'

const DESCRIPTION_MAX = 160

function summary(text: string, fallback: string): string {
  const clean = text.replace(/\s+/g, ' ').trim() || fallback
  return clean.length > DESCRIPTION_MAX ? `${clean.slice(0, DESCRIPTION_MAX - 1)}…` : clean
}

/** Link previews need an absolute picture URL: the app's own files are paths (/uploads/…). */
function absolute(image: string | undefined, page: URL): string | undefined {
  return image === undefined ? undefined : new URL(image, page).href
}

/** The picture exactly as the app's <img> asks for it (same src, srcset and sizes). */
function preload(src: string, sizes: string, media?: string): ImagePreload {
  return { src, srcset: imageSrcSet(src), sizes, media }
}

/**
 * The public API's answer to `url`, as the app will ask for it: the same route, the same kept
 * answer (answer cache) and the same JSON text. Undefined unless it is a 200.
 */
async function apiAnswer<T>(app: FastifyInstance, url: string) {
  const res = await innerInject(app, {
    method: 'GET',
    url,
    headers: { accept: 'application/json' },
  })
  if (res.statusCode !== 200) return undefined
  const initialData: InitialData = { url, body: res.body }
  return { body: res.json<T>(), initialData }
}

/**
 * The listing's first page as the app asks for it (same URL), embedded in the page
 * (docs/decisions/0581-first-answer-in-the-page.md); its first row's pictures are the page's
 * largest paint, so they download with the page
 * (docs/decisions/0580-picture-preloads-and-lighter-start.md).
 */
async function listing(app: FastifyInstance, path: string) {
  const answer = await apiAnswer<CatalogPage | ProductPage>(
    app,
    `${path}?page=1&limit=${PRODUCTS_PAGE_SIZE}`,
  )
  if (!answer) return undefined
  const pictures = answer.body.data.slice(0, FIRST_ROW_CARDS.length).map((p) => p.images[0])
  const preloadImages = pictures.flatMap((src, index) =>
    src ? [preload(src, PRODUCT_CARD_SIZES, FIRST_ROW_CARDS[index])] : [],
  )
  return { newest: pictures[0], preloadImages, initialData: [answer.initialData] }
}

/**
 * A store page's preview (docs/decisions/0975): its name, description (or where it ships from) and
 * its newest product's picture. The store answer (the page's header) and its products' first page
 * are embedded, and that page's first row of pictures preloaded, as for a listing.
 */
async function storePageMeta(app: FastifyInstance, slug: string, url: URL) {
  const path = `/api/v1/stores/${encodeURIComponent(slug)}`
  const answer = await apiAnswer<{ data: PublicStore }>(app, path)
  if (!answer) return undefined
  const found = answer.body.data
  const products = await listing(app, `${path}/products`)
  const from = found.city ? ` in ${found.city}` : ''
  return {
    title: `${found.name} · Pasar`,
    description: summary(found.description, `Shop ${found.name}${from} on Pasar.`),
    image: absolute(products?.newest, url),
    preloadImages: products?.preloadImages,
    initialData: [answer.initialData, ...(products?.initialData ?? [])],
  }
}

/** Shared links to a product or a category preview with its own title, text and picture. */
export function registerPageMeta(app: FastifyInstance) {
  app.addPageMeta(async (url) => {
    const product = /^\/product\/([^/]+)\/?$/.exec(url.pathname)
    if (product?.[1]) {
      const uuid = decodeURIComponent(product[1])
      const answer = await apiAnswer<{ data: Product }>(
        app,
        `/api/v1/products/${encodeURIComponent(uuid)}`,
      )
      if (!answer) return undefined
      const found = answer.body.data
      const picture = found.images[0]
      return {
        title: `${found.name} · Pasar`,
        description: summary(found.description, `${found.name} from ${found.store.name} on Pasar`),
        image: absolute(picture, url),
        preloadImages: picture ? [preload(picture, PRODUCT_PICTURE_SIZES)] : [],
        initialData: [answer.initialData],
      }
    }
    const category = /^\/category\/([^/]+)\/?$/.exec(url.pathname)
    if (category?.[1]) {
      const slug = decodeURIComponent(category[1])
      const found = await findCategory(app.db, slug)
      if (!found) return undefined
      const first = await listing(app, `/api/v1/products/category/${encodeURIComponent(slug)}`)
      return {
        title: `${found.name} · Pasar`,
        image: absolute(first?.newest, url),
        description: `Shop ${found.name} from independent brands and stores on Pasar.`,
        preloadImages: first?.preloadImages,
        initialData: first?.initialData,
      }
    }
    if (url.pathname === '/') {
      // The home page's popular products (its hero and first list) as the app asks for them.
      const popular = await apiAnswer<CatalogPage>(
        app,
        `/api/v1/products?page=1&limit=${POPULAR_PRODUCTS}&sort=popular`,
      )
      return popular && { initialData: [popular.initialData] }
    }
    const store = /^\/stores\/([^/]+)\/?$/.exec(url.pathname)
    if (store?.[1]) return storePageMeta(app, decodeURIComponent(store[1]), url)
    if (/^\/products\/?$/.test(url.pathname)) {
      const first = await listing(app, '/api/v1/products')
      return {
        title: 'Products · Pasar',
        image: absolute(first?.newest, url),
        description: 'Shop products from independent brands and stores on Pasar.',
        preloadImages: first?.preloadImages,
        initialData: first?.initialData,
      }
    }
    return undefined
  })
}
