import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { App } from '../../src/app.ts'
import { createCategory } from '../helpers/builders.ts'
import { imagesForm, type FormFile } from '../helpers/forms.ts'

type Format = 'png' | 'jpeg' | 'webp' | 'gif'

/** A real image of the given format, a flat colour unless `noise` makes it incompressible. */
export async function image(
  format: Format = 'png',
  { width = 64, height = 48, noise = false, color = '#0f766e' } = {},
): Promise<Buffer> {
  const input = noise
    ? sharp(
        Buffer.from(Array.from({ length: width * height * 3 }, () => (Math.random() * 256) | 0)),
        {
          raw: { width, height, channels: 3 },
        },
      )
    : sharp({ create: { width, height, channels: 3, background: color } })
  return input.toFormat(format).toBuffer()
}

export type UploadFile = FormFile

export const validFields = {
  name: 'Batik Tulis Solo',
  category: 'electronics',
  description: 'Hand-drawn batik cloth from Solo.',
  price: '250000',
  stock: '5',
}

/** The multipart body of POST /api/v1/stores/{slug}/products. */
export function productForm(fields: Record<string, string>, files: UploadFile[]): FormData {
  return imagesForm(fields, files, 'image')
}

/** Every file (not folder) under a directory, recursively; [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

export async function electronics(app: App) {
  return createCategory(app, 'Electronics')
}
