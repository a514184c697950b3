import { expect } from 'vitest'
import type { App } from '../../src/app.ts'

/** The HTML page a browser gets at `url`: the web app's shell with its head filled in. */
export const htmlPage = (app: App, url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }).then((r) => r.body)

/**
 * The preview a shared link shows, from the page's head: its title, description and picture
 * (the storage key of the image folder). Title and description as the HTML escapes them.
 */
export function expectSharePreview(
  html: string,
  preview: { title: string; description: string; imageKey: string },
) {
  expect(html).toContain(`<title>${preview.title} · Pasar</title>`)
  expect(html).toContain(`<meta property="og:description" content="${preview.description}" />`)
  expect(html).toContain(
    `<meta property="og:image" content="http://localhost:3000/uploads/${preview.imageKey}/1024.webp" />`,
  )
}
