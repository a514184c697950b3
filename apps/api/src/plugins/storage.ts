import fs from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'

/** Where uploaded files live. Keys are relative paths such as 'products/ab12/640.webp'. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  delete(keys: string[]): Promise<void>
  publicUrl(key: string): string
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

function safeKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${key}`)
  }
  return key
}

export function localStorage(dir: string, publicUrl: string): Storage {
  return {
    async put(key, body) {
      const file = path.join(dir, safeKey(key))
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`
      await fs.writeFile(temp, body)
      await fs.rename(temp, file)
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(path.join(dir, safeKey(key)), { force: true })))
    },
    publicUrl: (key) => `${publicUrl}/uploads/${key}`,
  }
}

export function s3Storage(options: Extract<Config['storage'], { kind: 's3' }>): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  })
  const base =
    options.publicUrl?.replace(/\/+$/, '') ??
    (options.endpoint
      ? `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`
      : `https://${options.bucket}.s3.${options.region}.amazonaws.com`)
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: safeKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      )
    },
    async delete(keys) {
      if (keys.length === 0) return
      await client.send(
        new DeleteObjectsCommand({
          Bucket: options.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })) },
        }),
      )
    },
    publicUrl: (key) => `${base}/${key}`,
  }
}

export function createStorage(config: Config): Storage {
  return config.storage.kind === 's3'
    ? s3Storage(config.storage)
    : localStorage(config.storage.dir, config.publicUrl)
}

/** Decorates app.storage; with local storage also serves DATA_DIR/uploads under /uploads/. */
export const storagePlugin = fp(async function storage(
  app: FastifyInstance,
  opts: { storage?: Storage },
) {
  app.decorate('storage', opts.storage ?? createStorage(app.config))
  const { storage: settings } = app.config
  if (settings.kind === 'local') {
    await fs.mkdir(settings.dir, { recursive: true })
    await app.register(fastifyStatic, {
      root: settings.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      cacheControl: true,
    })
  }
})
