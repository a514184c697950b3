import type { Plugin, Rollup } from 'vite'

/**
 * URL pattern ('/', '/product/*'; a '*' is one path segment, anywhere in it) → the route
 * modules the router loads for it, outermost first.
 */
export type RouteModules = Record<string, string | string[]>

/** What the server reads (apps/api/src/plugins/spa.ts). */
export interface RoutePreloads {
  /** The patterns of the pages the server draws for a visitor without a session. */
  drawnByServer: string[]
  /** For each pattern, the chunks of its route modules, as URL paths. */
  chunks: Record<string, string[]>
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

function staticClosure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()) {
  const chunk = bundle[fileName]
  if (into.has(fileName) || chunk?.type !== 'chunk') return into
  into.add(fileName)
  for (const imported of chunk.imports) staticClosure(bundle, imported, into)
  return into
}

/**
 * Writes route-preloads.json: the chunks of the pages a browser most often opens first, by URL,
 * so the server can list them as modulepreload links in that page's index.html and the page's
 * code downloads with the app instead of after it (docs/decisions/0561, 0968). Those
 * `drawnByServer` are the pages visitors land on, whose first screen the server also draws
 * (0963); those `drawnByApp` are signed-in pages opened from a link, a mail or a reload. A
 * pattern whose module is missing from the build stops the build.
 */
export function routePreloads(pages: {
  drawnByServer: RouteModules
  drawnByApp: RouteModules
}): Plugin {
  return {
    name: 'pasar:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (o): o is Rollup.OutputChunk => o.type === 'chunk',
      )
      const chunksOf = (pattern: string, modules: string | string[]) => {
        const files = new Set<string>()
        for (const moduleId of [modules].flat()) {
          const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleId))
          if (!route) throw new Error(`route-preloads: no chunk for ${moduleId} (${pattern})`)
          staticClosure(bundle, route.fileName, files)
        }
        return [...files].map((file) => `/${file}`)
      }
      const all = { ...pages.drawnByServer, ...pages.drawnByApp }
      const preloads: RoutePreloads = {
        drawnByServer: Object.keys(pages.drawnByServer),
        chunks: Object.fromEntries(
          Object.entries(all).map(([pattern, modules]) => [pattern, chunksOf(pattern, modules)]),
        ),
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      })
    },
  }
}
