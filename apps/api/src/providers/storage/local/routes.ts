import fs from 'node:fs/promises'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { UPLOADS_PATH } from './disk.ts'

/** Serves DATA_DIR/uploads under /uploads/, cached for a year (file names never change). */
export async function serveUploads(app: FastifyInstance, dir: string) {
  await fs.mkdir(dir, { recursive: true })
  await app.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_PATH,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    cacheControl: true,
  })
}
