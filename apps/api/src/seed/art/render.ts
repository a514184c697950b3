import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { IMAGE_WIDTHS } from '@pasar/shared'
import sharp from 'sharp'
import { storeProductImage } from '../../lib/product-images.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { productArtSvg, type ArtDesign } from './scene.ts'

// Rendered pictures are cached by content so that repeated fresh starts (tests, e2e, demos)
// copy files instead of rasterising and encoding again. Bump when the encoding changes.
const CACHE_VERSION = 1
const CACHE_DIR = path.resolve(import.meta.dirname, '../../../../../node_modules/.cache/pasar-art')

function designHash(svg: string): string {
  return createHash('sha256')
    .update(`${CACHE_VERSION}:${IMAGE_WIDTHS.join(',')}:${svg}`)
    .digest('hex')
    .slice(0, 24)
}

async function readCached(hash: string): Promise<Map<number, Buffer> | undefined> {
  try {
    const files = await Promise.all(
      IMAGE_WIDTHS.map((width) => fs.readFile(path.join(CACHE_DIR, hash, `${width}.webp`))),
    )
    return new Map(IMAGE_WIDTHS.map((width, i) => [width, files[i] as Buffer]))
  } catch {
    return undefined
  }
}

/** A storage that also keeps a copy of each file written, keyed by width. */
function capturing(storage: Storage, copies: Map<number, Buffer>): Storage {
  return {
    ...storage,
    async put(key, body, contentType) {
      copies.set(Number(path.basename(key, '.webp')), body)
      await storage.put(key, body, contentType)
    },
  }
}

async function writeCache(hash: string, copies: Map<number, Buffer>): Promise<void> {
  try {
    const dir = path.join(CACHE_DIR, hash)
    await fs.mkdir(dir, { recursive: true })
    await Promise.all(
      [...copies].map(async ([width, body]) => {
        const temp = path.join(dir, `${width}.${process.pid}.tmp`)
        await fs.writeFile(temp, body)
        await fs.rename(temp, path.join(dir, `${width}.webp`))
      }),
    )
  } catch {
    // The cache is an optimisation only: a read-only checkout still seeds, just slower.
  }
}

/**
 * Renders a product picture (SVG → WebP at every width, through the same path as uploads) and
 * stores it under a key derived from the design, so identical designs share their files.
 */
export async function storeArt(storage: Storage, design: ArtDesign): Promise<string> {
  const svg = productArtSvg(design)
  const hash = designHash(svg)
  const key = `products/${hash}`
  const cached = await readCached(hash)
  if (cached) {
    await Promise.all(
      [...cached].map(([width, body]) => storage.put(`${key}/${width}.webp`, body, 'image/webp')),
    )
    return key
  }
  // Rasterise once at full size; storeProductImage then only resizes and encodes.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer()
  const copies = new Map<number, Buffer>()
  await storeProductImage(capturing(storage, copies), png, key)
  await writeCache(hash, copies)
  return key
}

/** Runs tasks with at most `limit` in flight (sharp already uses threads per task). */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  async function worker() {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
