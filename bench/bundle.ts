// Builds the web app into a temporary directory and prints, for every route of the router, the
// JavaScript a browser downloads before that page can render, gzipped, against the per-route
// budget. Exits 1 when any route is over it.
//
// Counted for a route: the entry chunk of index.html and, recursively, every chunk it imports
// statically, with what index.html modulepreloads (the deferred app, ADR 0561); plus the lazy
// chunk of every route the URL matches (its layouts' and its own) with their static imports — the
// router fetches them before it renders the page, so they are initial too. Chunks a page loads
// later (dialogs, menus on first use) are not. The routes are read from the route table itself
// (apps/web/src/app/router.tsx), so a new route is measured without touching this file.
// The budget is on gzip; the brotli figure is what the server sends most browsers (ADR 0560).
// The files of the largest route are listed; BENCH_ROUTE=/checkout lists that route's instead.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import ts from 'typescript'

const BUDGET_KB = 170
const ROUTER = 'src/app/router.tsx'
const web = path.resolve(import.meta.dirname, '../apps/web')
const viteBin = path.join(
  path.dirname(createRequire(path.join(web, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
)

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** A URL pattern of the router and the route modules it loads lazily, outermost first. */
interface Route {
  path: string
  modules: string[]
}

function build(outDir: string): Manifest {
  const result = spawnSync(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: web, stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error('vite build failed')
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
}

/** `@/x` and `./x` as the manifest names them (relative to apps/web). */
function moduleKey(specifier: string): string {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`
  return path.posix.join(path.posix.dirname(ROUTER), specifier)
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of node.properties)
    if (
      ts.isPropertyAssignment(member) &&
      ts.isIdentifier(member.name) &&
      member.name.text === name
    )
      return member.initializer
  return undefined
}

/** The module of `lazy: () => import('…')`. */
function lazyModule(node: ts.Expression | undefined): string | undefined {
  let found: string | undefined
  const visit = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    )
      found = moduleKey(child.arguments[0].text)
    else ts.forEachChild(child, visit)
  }
  if (node) visit(node)
  return found
}

/** The route arrays in `children: [...]` or `children: helper(…, [...])`. */
function routeArrays(node: ts.Expression | undefined): ts.ArrayLiteralExpression[] {
  if (!node) return []
  if (ts.isArrayLiteralExpression(node)) return [node]
  if (ts.isCallExpression(node)) return node.arguments.flatMap((argument) => routeArrays(argument))
  return []
}

/** Every leaf of the route table (what a URL renders), with the lazy modules on its way. */
function readRoutes(): Route[] {
  const file = path.join(web, ROUTER)
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  let table: ts.ArrayLiteralExpression | undefined
  source.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return
    for (const declaration of statement.declarationList.declarations)
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === 'routes' &&
        declaration.initializer
      )
        table = routeArrays(declaration.initializer)[0]
  })
  if (!table) throw new Error(`no \`routes\` array in ${ROUTER}`)

  const routes: Route[] = []
  const walk = (array: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of array.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue
      const pathNode = property(element, 'path')
      const segment = pathNode && ts.isStringLiteral(pathNode) ? pathNode.text : ''
      const fullPath = segment ? path.posix.join(parentPath, segment) : parentPath
      const module = lazyModule(property(element, 'lazy'))
      const modules = module ? [...parentModules, module] : parentModules
      const children = routeArrays(property(element, 'children'))
      if (children.length > 0) for (const child of children) walk(child, fullPath, modules)
      else routes.push({ path: fullPath, modules })
    }
  }
  walk(table, '/', [])
  return routes
}

/** The chunk and everything it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into
  into.add(key)
  for (const dependency of manifest[key].imports ?? []) closure(manifest, dependency, into)
  return into
}

function htmlScripts(outDir: string): string[] {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')
  const pattern = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '')
}

interface Sizes {
  file: string
  raw: number
  gzip: number
  brotli: number
}

function measure(outDir: string, file: string): Sizes {
  const code = fs.readFileSync(path.join(outDir, file))
  const brotli = brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  })
  return { file, raw: code.length, gzip: gzipSync(code).length, brotli: brotli.length }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)

function main() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-bundle-'))
  try {
    const manifest = build(outDir)
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
    if (!entry) throw new Error('no entry chunk in the Vite manifest')
    const shell = new Set([...closure(manifest, entry)].map((key) => manifest[key]?.file ?? ''))
    for (const file of htmlScripts(outDir)) shell.add(file)

    const sizes = new Map<string, Sizes>()
    const sized = (file: string) => {
      const known = sizes.get(file) ?? measure(outDir, file)
      sizes.set(file, known)
      return known
    }
    const pages = readRoutes().map((route) => {
      const files = new Set(shell)
      for (const module of route.modules) {
        if (!manifest[module])
          throw new Error(`${module} (${route.path}) is not a chunk of its own`)
        for (const key of closure(manifest, module)) files.add(manifest[key]?.file ?? '')
      }
      const rows = [...files].map(sized).sort((a, b) => b.gzip - a.gzip)
      const gzip = rows.reduce((sum, row) => sum + row.gzip, 0)
      const brotli = rows.reduce((sum, row) => sum + row.brotli, 0)
      return { ...route, rows, gzip, brotli }
    })

    process.stdout.write(
      'Initial JavaScript per route (entry + static imports + the route chunks the URL matches)\n',
    )
    for (const page of pages)
      process.stdout.write(
        `${kb(page.gzip)} KB gz ${kb(page.brotli)} KB br  ${page.path}` +
          `${page.gzip > BUDGET_KB * 1024 ? '  OVER BUDGET' : ''}\n`,
      )

    const largest = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a))
    const asked = pages.find((page) => page.path === process.env.BENCH_ROUTE)
    const shown = asked ?? largest
    process.stdout.write(`\n${asked ? 'Route' : 'The largest'}, ${shown.path}:\n`)
    for (const row of shown.rows)
      process.stdout.write(
        `${kb(row.gzip)} KB gz ${kb(row.brotli)} KB br ${kb(row.raw)} KB raw  ${row.file}\n`,
      )
    const over = pages.filter((page) => page.gzip > BUDGET_KB * 1024)
    process.stdout.write(
      `Largest: ${(largest.gzip / 1024).toFixed(1)} KB gzipped (${largest.path}) of a ${BUDGET_KB} KB budget per route — ` +
        `${over.length === 0 ? 'every route within budget' : `${over.length} of ${pages.length} routes OVER BUDGET`}` +
        ` (${(largest.brotli / 1024).toFixed(1)} KB as the server sends it to a browser that takes brotli)\n`,
    )
    process.exitCode = over.length === 0 ? 0 : 1
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true })
  }
}

main()
