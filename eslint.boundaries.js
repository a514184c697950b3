// Import boundaries that `npm run lint` enforces (docs/decisions/0760-lint-enforced-boundaries.md):
// no import cycles, between files nor between API module folders (docs/decisions/1014); a web
// feature reaches another feature only through its index.ts, and shared web code (components,
// lib, i18n) never imports a feature; an API module never imports another module's repository.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const features = folders('./apps/web/src/features/')
const modules = folders('./apps/api/src/modules/')

const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./apps/web/src/features/${feature}`,
      from: `./apps/web/src/features/${other}`,
      except: ['./index.ts'],
      message: `Import features/${other} through features/${other}/index.ts.`,
    })),
)

// Shared web code flows one way, into features: components, lib and i18n never import them.
const sharedZones = ['components', 'lib', 'i18n'].map((shared) => ({
  target: `./apps/web/src/${shared}`,
  from: './apps/web/src/features',
  message: `apps/web/src/${shared} is shared: move what it needs from a feature into components/ or lib/.`,
}))

const repositoryZones = modules.flatMap((module) =>
  modules
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./apps/api/src/modules/${module}`,
      from: [
        `./apps/api/src/modules/${other}/repository*`,
        `./apps/api/src/modules/${other}/*-repository*`,
      ],
      message: `Only modules/${other} reads its repository; call its service instead.`,
    })),
)

const modulesDir = path.join(import.meta.dirname, 'apps/api/src/modules')
const moduleOf = (file) => {
  const relative = path.relative(modulesDir, file)
  return relative.startsWith('..') || !relative.includes(path.sep)
    ? undefined
    : relative.split(path.sep)[0]
}
const sourcesOf = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? sourcesOf(full) : /\.tsx?$/.test(entry.name) ? [full] : []
  })
const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g

// Which module folders each module folder imports (relative imports, type-only ones too), read
// from disk once per lint run.
let folderGraph
function moduleImports() {
  if (folderGraph) return folderGraph
  folderGraph = new Map(modules.map((module) => [module, new Set()]))
  for (const file of sourcesOf(modulesDir)) {
    const from = moduleOf(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      const to = moduleOf(path.resolve(path.dirname(file), specifier))
      if (from && to && to !== from) folderGraph.get(from)?.add(to)
    }
  }
  return folderGraph
}

/** The shortest way from module `from` back to module `to` through the folder graph, if any. */
function wayBack(from, to) {
  const graph = moduleImports()
  const before = new Map([[from, undefined]])
  for (const queue = [from]; queue.length > 0;) {
    const at = queue.shift()
    if (at === to) {
      const way = []
      for (let step = at; step !== undefined; step = before.get(step)) way.unshift(step)
      return way
    }
    for (const next of graph.get(at) ?? []) {
      if (before.has(next)) continue
      before.set(next, at)
      queue.push(next)
    }
  }
  return undefined
}

// import-x/no-cycle follows files; a folder cycle (orders imports stores, stores imports another
// file of orders) passes it. This one reports an import of another module folder that already
// leads back to the importing one.
const noModuleCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const module = moduleOf(context.filename)
    if (!module) return {}
    const check = (node) => {
      const specifier = node.source?.value
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return
      const other = moduleOf(path.resolve(path.dirname(context.filename), specifier))
      if (!other || other === module) return
      const way = wayBack(other, module)
      if (!way) return
      context.report({
        node: node.source,
        message:
          `modules/${module} imports modules/${other}, which leads back to it ` +
          `(${[module, ...way].join(' → ')}): a cycle between module folders. Move the shared ` +
          'piece into the module that owns it, or pass it in through the deps.',
      })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, pasar: { rules: { 'no-module-cycle': noModuleCycle } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'pasar/no-module-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...featureZones, ...sharedZones, ...repositoryZones],
        },
      ],
    },
  },
]
