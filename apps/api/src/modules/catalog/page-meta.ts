import {
  FIRST_ROW_CARDS,
  imageSrcSet,
  POPULAR_PRODUCTS,
  PRODUCT_CARD_SIZES,
  PRODUCT_PICTURE_SIZES,
  PRODUCTS_PAGE_SIZE,
  type CatalogPage,
  type InterfaceLanguage,
  type Product,
  type ProductPage,
  type PublicStore,
} from '@pasar/shared'
import type { FastifyInstance } from 'fastify'
import type { ImagePreload, InitialData, PageMeta } from '../../plugins/spa.ts'
import { innerInject } from '../../lib/inner-request.ts'
import { PAGE_TEXTS } from './page-meta-texts.ts'
import { findCategory } from './repository.ts'
import { breadcrumbs, productData, storeData, webSiteData } from './structured-data.ts'

const DESCRIPTION_MAX = 160

function summary(text: string, fallback: string): string {
  const clean = text.replace(/\s+/g, ' ').trim() || fallback
  return clean.length > DESCRIPTION_MAX ? `${clean.slice(0, DESCRIPTION_MAX - 1)}…` : clean
}

/** Link previews need an absolute picture URL: the app's own files are paths (/uploads/…). */
function absolute(image: string | undefined, page: URL): string | undefined {
  return image === undefined ? undefined : new URL(image, page).href
}

const WHOLE = /^[0-9]{1,10}$/

/**
 * A listing's canonical address: its path and, of the query, only what changes which products it
 * lists, as the app reads it (apps/web/src/features/catalog/hooks/use-listing-filters.ts): the
 * search words and a valid price range. The sort only reorders them; tracking parameters
 * (utm_*, fbclid…) and `lang` are left out.
 */
function listingAddress(url: URL, path: string, query?: string): string {
  const address = new URL(path, url.origin)
  if (query) address.searchParams.set('q', query)
  const price = (name: string) => {
    const text = url.searchParams.get(name)
    return text !== null && WHOLE.test(text) ? Number(text) : undefined
  }
  const min = price('minPrice')
  const max = price('maxPrice')
  if (min === undefined || max === undefined || min <= max) {
    if (min !== undefined) address.searchParams.set('minPrice', String(min))
    if (max !== undefined) address.searchParams.set('maxPrice', String(max))
  }
  return address.href
}

/** The picture exactly as the app's <img> asks for it (same src, srcset and sizes). */
function preload(src: string, sizes: string, media?: string): ImagePreload {
  return { src, srcset: imageSrcSet(src), sizes, media }
}

/**
 * The public API's answer to `url`, as the app will ask for it: the same route, the same kept
 * answer (answer cache) and the same JSON text. Undefined unless it is a 200.
 */
async function apiAnswer<T>(app: FastifyInstance, url: string, language: InterfaceLanguage) {
  const res = await innerInject(app, {
    method: 'GET',
    url,
    // The app asks in the language on screen: category names are in it (docs/decisions/1011).
    headers: { accept: 'application/json', 'accept-language': language },
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
async function listing(
  app: FastifyInstance,
  path: string,
  language: InterfaceLanguage,
  q?: string,
) {
  // The query string as the app writes it (URLSearchParams, in its order: page, limit, q).
  const query = new URLSearchParams({ page: '1', limit: String(PRODUCTS_PAGE_SIZE) })
  if (q) query.set('q', q)
  const answer = await apiAnswer<CatalogPage | ProductPage>(app, `${path}?${query}`, language)
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
async function storePageMeta(
  app: FastifyInstance,
  slug: string,
  url: URL,
  language: InterfaceLanguage,
): Promise<PageMeta | undefined> {
  const path = `/api/v1/stores/${encodeURIComponent(slug)}`
  const answer = await apiAnswer<{ data: PublicStore }>(app, path, language)
  if (!answer) return undefined
  const found = answer.body.data
  const products = await listing(app, `${path}/products`, language)
  const canonical = new URL(`/stores/${encodeURIComponent(found.slug)}`, url.origin).href
  const description = summary(found.description, PAGE_TEXTS[language].store(found.name, found.city))
  const image = absolute(products?.newest, url)
  return {
    title: `${found.name} · Pasar`,
    description,
    image,
    canonical,
    structuredData: [storeData(found, { url: canonical, image, description })],
    preloadImages: products?.preloadImages,
    initialData: [answer.initialData, ...(products?.initialData ?? [])],
  }
}

/** A product's page: hidden, deleted or in a hidden store, its answer is a 404 and it has none. */
async function productPageMeta(
  app: FastifyInstance,
  uuid: string,
  url: URL,
  language: InterfaceLanguage,
): Promise<PageMeta | undefined> {
  const answer = await apiAnswer<{ data: Product }>(
    app,
    `/api/v1/products/${encodeURIComponent(uuid)}`,
    language,
  )
  if (!answer) return undefined
  const found = answer.body.data
  const picture = found.images[0]
  const canonical = new URL(`/product/${encodeURIComponent(found.uuid)}`, url.origin).href
  const storeUrl = new URL(`/stores/${encodeURIComponent(found.store.slug)}`, url.origin).href
  const description = summary(
    found.description,
    PAGE_TEXTS[language].product(found.name, found.store.name),
  )
  const images = found.images.flatMap((image) => absolute(image, url) ?? [])
  return {
    title: `${found.name} · Pasar`,
    description,
    image: images[0],
    type: 'product',
    canonical,
    structuredData: [productData(found, { url: canonical, images, description, storeUrl })],
    preloadImages: picture ? [preload(picture, PRODUCT_PICTURE_SIZES)] : [],
    initialData: [answer.initialData],
  }
}

/** A listing's steps from the home page: Home › Products (› its category). */
function listingCrumbs(
  url: URL,
  language: InterfaceLanguage,
  category?: { name: string; url: string },
) {
  const texts = PAGE_TEXTS[language]
  return breadcrumbs([
    { name: texts.homeCrumb, url: `${url.origin}/` },
    { name: texts.products, url: `${url.origin}/products` },
    ...(category ? [category] : []),
  ])
}

async function categoryPageMeta(
  app: FastifyInstance,
  slug: string,
  url: URL,
  language: InterfaceLanguage,
): Promise<PageMeta | undefined> {
  const found = await findCategory(app.db, slug, language)
  if (!found) return undefined
  const path = `/category/${encodeURIComponent(found.slug)}`
  const first = await listing(
    app,
    `/api/v1/products/category/${encodeURIComponent(slug)}`,
    language,
  )
  return {
    title: `${found.name} · Pasar`,
    image: absolute(first?.newest, url),
    description: PAGE_TEXTS[language].category(found.name),
    canonical: listingAddress(url, path),
    structuredData: [
      listingCrumbs(url, language, { name: found.name, url: new URL(path, url.origin).href }),
    ],
    preloadImages: first?.preloadImages,
    initialData: first?.initialData,
  }
}

async function homePageMeta(
  app: FastifyInstance,
  url: URL,
  language: InterfaceLanguage,
): Promise<PageMeta> {
  // The home page's popular products (its hero and first list) as the app asks for them.
  const popular = await apiAnswer<CatalogPage>(
    app,
    `/api/v1/products?page=1&limit=${POPULAR_PRODUCTS}&sort=popular`,
    language,
  )
  const texts = PAGE_TEXTS[language]
  return {
    title: `${texts.home} · Pasar`,
    description: texts.homeDescription,
    image: absolute(popular?.body.data[0]?.images[0], url),
    canonical: `${url.origin}/`,
    structuredData: [webSiteData(url.origin)],
    initialData: popular && [popular.initialData],
  }
}

async function productsPageMeta(
  app: FastifyInstance,
  url: URL,
  language: InterfaceLanguage,
): Promise<PageMeta> {
  const first = await listing(app, '/api/v1/products', language)
  const texts = PAGE_TEXTS[language]
  return {
    title: `${texts.products} · Pasar`,
    image: absolute(first?.newest, url),
    description: texts.productsDescription,
    canonical: listingAddress(url, '/products'),
    structuredData: [listingCrumbs(url, language)],
    preloadImages: first?.preloadImages,
    initialData: first?.initialData,
  }
}

/**
 * /search?q=: its words as the app reads them (apps/web/src/features/catalog/routes/search.tsx),
 * with the first page of results embedded and its first row of pictures preloaded, as for a
 * listing.
 */
async function searchPageMeta(
  app: FastifyInstance,
  url: URL,
  language: InterfaceLanguage,
): Promise<PageMeta> {
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const texts = PAGE_TEXTS[language]
  const first = query ? await listing(app, '/api/v1/products', language, query) : undefined
  return {
    title: `${query ? texts.searchQuery(query) : texts.search} · Pasar`,
    description: query ? texts.searchQueryDescription(query) : texts.searchDescription,
    image: absolute(first?.newest, url),
    canonical: listingAddress(url, '/search', query),
    preloadImages: first?.preloadImages,
    initialData: first?.initialData,
  }
}

/**
 * What each public page tells search engines and link previews (docs/architecture.md#page-meta):
 * its title and description in the page's language, canonical address, picture, JSON-LD, and the
 * answers and pictures its first screen needs.
 */
export function registerPageMeta(app: FastifyInstance) {
  app.addPageMeta(async (url, language) => {
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname
    const [, kind, item, ...rest] = path.split('/')
    if (rest.length > 0) return undefined
    if (path === '/') return homePageMeta(app, url, language)
    if (kind === 'products' && item === undefined) return productsPageMeta(app, url, language)
    if (kind === 'search' && item === undefined) return searchPageMeta(app, url, language)
    if (!item) return undefined
    const named = decodeURIComponent(item)
    if (kind === 'product') return productPageMeta(app, named, url, language)
    if (kind === 'category') return categoryPageMeta(app, named, url, language)
    if (kind === 'stores') return storePageMeta(app, named, url, language)
    return undefined
  })
}
