import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text files worth compressing; fonts and pictures are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

async function writeIfSmaller(file: string, original: Buffer, compressed: Buffer) {
  if (compressed.length < original.length) await fs.writeFile(file, compressed)
}

/**
 * Writes `file.br` and `file.gz` next to every text file of the build, at the highest levels, so
 * the server picks one by Accept-Encoding without compressing per request
 * (docs/decisions/0560-precompressed-assets.md).
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'pasar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const original = await fs.readFile(file)
          if (original.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(original, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
              },
            }),
            gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ])
          await writeIfSmaller(`${file}.br`, original, br)
          await writeIfSmaller(`${file}.gz`, original, gz)
        }),
      )
    },
  }
}
