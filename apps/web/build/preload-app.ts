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

/** Where the build writes the entry (index.html's script), named so the rule below can tell it. */
export const ENTRY_FILE_NAMES = 'assets/entry-[hash].js'

/**
 * `build.modulePreload.resolveDependencies`: a dynamic import in the entry (the app, evaluated in
 * steps by main.tsx) lists none of its chunks for Vite's preload helper; every other one (a
 * route, a dialog) keeps them all. The app's chunks are already in index.html as the links above;
 * on a page whose first screen the server drew, they are left out, and the helper would insert
 * them from script, one link at a time, each 1 to 4 ms of the main thread on a phone, while the
 * app takes the page over. The module loader fetches them as it meets them instead
 * (docs/decisions/0964-the-app-starts-without-inserting-preload-links.md).
 */
export function preloadsOfDynamicImport(
  _fileName: string,
  deps: string[],
  { hostId }: { hostId: string },
): string[] {
  return hostId.startsWith(ENTRY_FILE_NAMES.slice(0, ENTRY_FILE_NAMES.indexOf('['))) ? [] : deps
}
