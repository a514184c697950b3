import { LANGUAGE_PARAM, linkedLanguage, type InterfaceLanguage } from '@pasar/shared'
import { escapeHtml } from '../lib/escape-html.ts'

/**
 * What a page tells search engines and link previews in its <head> (docs/architecture.md#page-meta):
 * title and description, its canonical address and the address of each of its languages, Open
 * Graph tags and schema.org JSON-LD. Every text written here is escaped: attributes and element
 * text by escapeHtml, JSON-LD by jsonLdScript.
 */

/** A schema.org object as JSON-LD writes it (`@context`, `@type`, its properties). */
export type StructuredData = Record<string, unknown>

/**
 * A JSON-LD block. `<`, `>` and `&` are written as \u003c, \u003e and \u0026, which JSON reads
 * back as the same characters, so no text (a product named `</script>…`) can close the element,
 * open a comment or be read as markup.
 */
export function jsonLdScript(data: StructuredData): string {
  const json = JSON.stringify(data).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return `<script type="application/ld+json">${json}</script>`
}

const LANGUAGES: readonly InterfaceLanguage[] = ['id', 'en']
const OG_LOCALES: Record<InterfaceLanguage, string> = { id: 'id_ID', en: 'en_US' }

/** `address` with `?lang=` naming `language`, after the page's own parameters. */
export function inLanguage(address: string, language: InterfaceLanguage): string {
  const url = new URL(address)
  url.searchParams.set(LANGUAGE_PARAM, language)
  return url.href
}

export interface HeadMeta {
  title: string
  description: string
  /** og:type: `product` on a product's page. */
  type: 'website' | 'product'
  /** The page's absolute address without a language; each language's is it with `?lang=`. */
  canonical: string
  image?: string
  structuredData: StructuredData[]
}

/**
 * The <head> tags of one page, shown in `language`. The canonical address is the one the visitor
 * asked for: with `?lang=` when the link named the language, else the address without one, which
 * picks the language by cookie or Accept-Language and is the x-default.
 */
export function headTags(meta: HeadMeta, requested: URL, language: InterfaceLanguage): string[] {
  const named = linkedLanguage(requested.searchParams)
  const canonical = named ? inLanguage(meta.canonical, named) : meta.canonical
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeHtml(inLanguage(meta.canonical, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:site_name" content="Pasar" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    ...LANGUAGES.filter((other) => other !== language).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`,
    ),
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    ...meta.structuredData.map(jsonLdScript),
  ]
}

/**
 * index.html without the head tags headTags writes: its title, description and site name. The
 * built file may break a tag over lines (`<meta\n name="description"`).
 */
export function withoutHeadTags(html: string): string {
  return html
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<meta\s+property="og:site_name"[^>]*>/, '')
}
