import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  LANGUAGE_COOKIE,
  linkedLanguage,
  preferredLanguage,
  type DrawFirstScreen,
  type FirstScreenRequest,
} from '@pasar/shared'
import type { FastifyRequest } from 'fastify'
import { REFRESH_COOKIE } from '../modules/auth/cookie.ts'

/**
 * The first screen of a public page drawn on the server with the web app's own components
 * (docs/decisions/0963-first-screen-drawn-by-the-server.md). The web build writes the drawing
 * code to dist/ssr (apps/web/src/server/first-screen.tsx); without it, pages keep index.html's
 * frame alone.
 */
type Language = FirstScreenRequest['language']

export async function loadFirstScreen(dist: string): Promise<DrawFirstScreen | undefined> {
  const file = path.join(dist, 'ssr', 'first-screen.js')
  if (!fs.existsSync(file)) return undefined
  const drawing = (await import(pathToFileURL(file).href)) as { drawFirstScreen: DrawFirstScreen }
  return drawing.drawFirstScreen
}

/**
 * Whether this browser may get a drawn first screen of a page visitors land on (the build's
 * list, pagePattern in spa.ts): one without a session. A signed-in shopper's header, cart and
 * buttons depend on who they are, which only the app knows; they keep index.html's frame until
 * it draws (docs/decisions/0963).
 */
export function drawsFirstScreen(request: FastifyRequest): boolean {
  return !request.cookies[REFRESH_COOKIE]
}

/**
 * The language the app will show (apps/web/src/i18n/language.ts): the one the address names
 * (`?lang=`), else the choice the browser kept (its cookie), else the one its Accept-Language
 * prefers.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.url.indexOf('?')
  const linked =
    query < 0 ? undefined : linkedLanguage(new URLSearchParams(request.url.slice(query)))
  if (linked) return linked
  const chosen = request.cookies[LANGUAGE_COOKIE]
  if (chosen === 'en' || chosen === 'id') return chosen
  const tags = (request.headers['accept-language'] ?? '').split(',')
  return preferredLanguage(tags.map((part) => part.split(';')[0] ?? ''))
}

/**
 * index.html with `language` on <html>, and #root's frame replaced by `drawn` when there is one.
 * A drawn page does not preload the app's code (the build marks those links `data-app`): the app
 * starts once the page has loaded (apps/web/src/main.tsx), so its download does not share the
 * link with the first screen's pictures (docs/decisions/0963).
 */
export function injectFirstScreen(html: string, language: Language, drawn: string | undefined) {
  const page = html.replace(/<html lang="en"/, () => `<html lang="${language}"`)
  if (drawn === undefined) return page
  // The frame ends at the marker index.html puts after it; a function, so `$` stays literal.
  // Over it, until the app has taken it over (apps/web/src/app/start.tsx), a transparent veil: a
  // tap on a button that does nothing yet waits for the app instead of being lost. Lifting it
  // restyles one element, where `inert` on the screen restyled them all (docs/decisions/0963).
  return page
    .replace(/\s*<link rel="modulepreload"[^>]* data-app>/g, '')
    .replace(
      /<div id="root">[\s\S]*?<!--\/boot-->/,
      () =>
        `<div id="root" data-first-screen><div class="first-screen" data-language="${language}">${drawn}</div><div class="first-screen-veil"></div>`,
    )
}
