// Builds the web app into a temporary directory and prints the JavaScript a browser downloads
// before the home page can render, gzipped, against the budget. Exits 1 over budget.
//
// Counted: the entry chunk of index.html and, recursively, every chunk it imports statically
// (Vite emits these as <link rel="modulepreload">), plus the home route's lazy chunk and its
// static imports — the router fetches that before it renders '/', so it is initial too.
// The budget is on gzip; the brotli figure is what the server sends most browsers (ADR 0560).
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const BUDGET_KB = 170
const HOME_ROUTE = 'src/features/catalog/routes/home.tsx'
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

function build(outDir: string): Manifest {
  const result = spawnSync(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: web, stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error('vite build failed')
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
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

function main() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-bundle-'))
  try {
    const manifest = build(outDir)
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
    if (!entry) throw new Error('no entry chunk in the Vite manifest')
    if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not a chunk of its own`)
    const keys = closure(manifest, HOME_ROUTE, closure(manifest, entry))
    const files = new Set([...keys].map((key) => manifest[key]?.file ?? ''))
    for (const file of htmlScripts(outDir)) files.add(file)

    const rows = [...files].map((file) => {
      const code = fs.readFileSync(path.join(outDir, file))
      const brotli = brotliCompressSync(code, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      })
      return { file, raw: code.length, gzip: gzipSync(code).length, brotli: brotli.length }
    })
    rows.sort((a, b) => b.gzip - a.gzip)
    const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)
    process.stdout.write('Home page initial JavaScript (entry + static imports + home route)\n')
    for (const row of rows)
      process.stdout.write(
        `${kb(row.gzip)} KB gz ${kb(row.brotli)} KB br ${kb(row.raw)} KB raw  ${row.file}\n`,
      )
    const total = rows.reduce((sum, row) => sum + row.gzip, 0)
    const brotliTotal = rows.reduce((sum, row) => sum + row.brotli, 0)
    const within = total <= BUDGET_KB * 1024
    process.stdout.write(
      `Total: ${(total / 1024).toFixed(1)} KB gzipped of a ${BUDGET_KB} KB budget — ${within ? 'within budget' : 'OVER BUDGET'}` +
        ` (${(brotliTotal / 1024).toFixed(1)} KB as the server sends it to a browser that takes brotli)\n`,
    )
    process.exitCode = within ? 0 : 1
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true })
  }
}

main()
