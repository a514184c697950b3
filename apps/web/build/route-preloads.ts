import type { Plugin, Rollup } from 'vite'

/** URL pattern ('/', '/products', '/product/*') → the route module the router loads for it. */
export type RouteModules = Record<string, string>

/** What the server reads: for each URL pattern, the chunks of its route, as URL paths. */
export type RoutePreloads = Record<string, string[]>

export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

function staticClosure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()) {
  const chunk = bundle[fileName]
  if (into.has(fileName) || chunk?.type !== 'chunk') return into
  into.add(fileName)
  for (const imported of chunk.imports) staticClosure(bundle, imported, into)
  return into
}

/**
 * Writes route-preloads.json: the chunks of the page a shopper most often lands on, by URL, so
 * the server can list them as modulepreload links in that page's index.html and the page's code
 * downloads with the app instead of after it (docs/decisions/0561-first-paint-and-route-chunks.md).
 * A pattern whose module is missing from the build stops the build.
 */
export function routePreloads(routes: RouteModules): Plugin {
  return {
    name: 'pasar:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (o): o is Rollup.OutputChunk => o.type === 'chunk',
      )
      const preloads: RoutePreloads = {}
      for (const [pattern, moduleId] of Object.entries(routes)) {
        const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleId))
        if (!route) throw new Error(`route-preloads: no chunk for ${moduleId} (${pattern})`)
        preloads[pattern] = [...staticClosure(bundle, route.fileName)].map((file) => `/${file}`)
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      })
    },
  }
}
