/** One address of a sitemap: the page's full URL and, where known, when it last changed. */
export interface SitemapUrl {
  loc: string
  lastmod?: Date
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n'
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

// eslint-disable-next-line no-control-regex -- matching the controls is the point
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu

/**
 * `text` as XML character data: the five markup characters escaped, and the characters XML 1.0
 * cannot hold at all (most controls, U+FFFE, U+FFFF, lone surrogates) left out.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}

const lastmod = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '')

/** A `<urlset>`: the addresses of one sitemap (sitemaps.org protocol 0.9). */
export function urlSet(urls: readonly SitemapUrl[]): string {
  const lines = urls.map(
    (url) => `<url><loc>${escapeXml(url.loc)}</loc>${lastmod(url.lastmod)}</url>`,
  )
  return `${PROLOG}<urlset xmlns="${SITEMAP_NS}">\n${lines.join('\n')}\n</urlset>\n`
}

/** A `<sitemapindex>`: the addresses of the sitemaps a site is split into. */
export function sitemapIndex(locs: readonly string[]): string {
  const lines = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
  return `${PROLOG}<sitemapindex xmlns="${SITEMAP_NS}">\n${lines.join('\n')}\n</sitemapindex>\n`
}
