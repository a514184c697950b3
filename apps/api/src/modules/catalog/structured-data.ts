import type { Product, PublicStore } from '@pasar/shared'
import type { StructuredData } from '../../plugins/page-head.ts'

/**
 * The schema.org objects of the public pages (docs/architecture.md#page-meta), from the same API
 * answers the pages show: a product's price is its answer's `price` (or its range up to `priceMax`),
 * in rupiah.
 */
const CONTEXT = 'https://schema.org'

/** A product's page: the product, its offer by the store that sells it, its stars if rated. */
export function productData(
  product: Product,
  page: { url: string; images: string[]; description: string; storeUrl: string },
): StructuredData {
  const { average, count } = product.rating
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: page.description,
    ...(page.images.length > 0 ? { image: page.images } : {}),
    sku: product.uuid,
    productID: product.uuid,
    category: product.category,
    url: page.url,
    offers: {
      url: page.url,
      priceCurrency: 'IDR',
      // Variants at several prices (docs/decisions/1015-variants.md) offer a range.
      ...(product.priceMax > product.price
        ? { '@type': 'AggregateOffer', lowPrice: product.price, highPrice: product.priceMax }
        : { '@type': 'Offer', price: product.price }),
      availability: `${CONTEXT}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      seller: { '@type': 'Organization', name: product.store.name, url: page.storeUrl },
    },
    ...(count > 0 && average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: average,
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** A store's page: the store as an organization (it has no logo; its newest product's picture). */
export function storeData(
  store: PublicStore,
  page: { url: string; image?: string; description: string },
): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: store.name,
    url: page.url,
    description: page.description,
    ...(page.image ? { image: page.image } : {}),
    ...(store.address
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: store.address.city,
            addressRegion: store.address.province,
            addressCountry: 'ID',
          },
        }
      : {}),
  }
}

/** A listing's place under the home page: each step's name and absolute address. */
export function breadcrumbs(steps: { name: string; url: string }[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  }
}

/** The home page: the site, and how to search it (`/search?q=`). */
export function webSiteData(origin: string): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: 'Pasar',
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}
