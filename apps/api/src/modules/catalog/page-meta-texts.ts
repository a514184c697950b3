import type { InterfaceLanguage } from '@pasar/shared'

/**
 * The words of the public pages' titles, descriptions and breadcrumbs, in each interface
 * language. Where the app shows the same words they are its own (apps/web/src/features/catalog/
 * i18n and apps/web/src/app/i18n, `catalog/page-meta.test.ts` holds them equal); product and
 * store names are the sellers' own, in one language; category names come in the page's language
 * (docs/decisions/1011).
 */
export interface PageTexts {
  /** The home page's step in a listing's breadcrumbs. */
  homeCrumb: string
  home: string
  homeDescription: string
  products: string
  productsDescription: string
  category: (name: string) => string
  search: string
  searchQuery: (query: string) => string
  searchDescription: string
  searchQueryDescription: (query: string) => string
  store: (name: string, city: string | null) => string
  product: (name: string, store: string) => string
}

export const PAGE_TEXTS: Record<InterfaceLanguage, PageTexts> = {
  en: {
    homeCrumb: 'Home',
    home: 'Buy and sell from independent stores',
    homeDescription:
      'Discover products from sellers across Indonesia, or open your own store in minutes.',
    products: 'Products',
    productsDescription: 'Everything for sale on Pasar, newest first.',
    category: (name) => `Shop ${name} from independent brands and stores on Pasar.`,
    search: 'Search',
    searchQuery: (query) => `Search: ${query}`,
    searchDescription: 'Type what you are looking for in the search box.',
    searchQueryDescription: (query) => `Products on Pasar that match “${query}”.`,
    store: (name, city) => `Shop ${name}${city ? ` in ${city}` : ''} on Pasar.`,
    product: (name, store) => `${name} from ${store} on Pasar`,
  },
  id: {
    homeCrumb: 'Beranda',
    home: 'Jual beli dari toko independen',
    homeDescription:
      'Temukan produk dari penjual di seluruh Indonesia, atau buka toko kamu sendiri dalam hitungan menit.',
    products: 'Produk',
    productsDescription: 'Semua yang dijual di Pasar, terbaru lebih dulu.',
    category: (name) => `Belanja ${name} dari brand dan toko independen di Pasar.`,
    search: 'Pencarian',
    searchQuery: (query) => `Pencarian: ${query}`,
    searchDescription: 'Ketik yang kamu cari di kolom pencarian.',
    searchQueryDescription: (query) => `Produk di Pasar yang cocok dengan “${query}”.`,
    store: (name, city) => `Belanja di ${name}${city ? ` (${city})` : ''} lewat Pasar.`,
    product: (name, store) => `${name} dari ${store} di Pasar`,
  },
}
