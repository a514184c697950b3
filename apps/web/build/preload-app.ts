import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

function chunkOf(bundle: OutputBundle, fileName: string): OutputChunk | undefined {
  const output = bundle[fileName]
  return output?.type === 'chunk' ? output : undefined
}

/** The chunk and, recursively, every chunk it imports statically, as file names. */
function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into
  into.add(fileName)
  for (const imported of chunkOf(bundle, fileName)?.imports ?? []) {
    staticClosure(bundle, imported, into)
  }
  return into
}

/**
 * index.html's entry imports the app (`moduleId`) dynamically, after the first paint; this lists
 * the app's chunks as modulepreload links so they download while the page paints instead of
 * after it (docs/decisions/0561-first-paint-and-route-chunks.md).
 */
export function preloadDeferredApp(moduleId: string): Plugin {
  return {
    name: 'pasar:preload-deferred-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html
        const app = chunk.dynamicImports
          .map((fileName) => chunkOf(bundle, fileName))
          .find((candidate) => candidate?.facadeModuleId?.endsWith(moduleId))
        if (!app) throw new Error(`the entry does not import ${moduleId} dynamically`)
        const loaded = staticClosure(bundle, chunk.fileName)
        const files = [...staticClosure(bundle, app.fileName)].filter((file) => !loaded.has(file))
        return {
          html,
          tags: files.map((file) => ({
            tag: 'link',
            // Low: the stylesheet and the first pictures go first (docs/decisions/0580).
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `/${file}`,
              fetchpriority: 'low',
              // The server leaves these out of a page whose first screen it drew (ADR 0963).
              'data-app': true,
            },
            injectTo: 'head' as const,
          })),
        }
      },
    },
  }
}
