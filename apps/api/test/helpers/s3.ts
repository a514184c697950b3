import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll } from 'vitest'

export interface S3Server {
  /** The configuration variables that point the app at this server's bucket. */
  env: Record<string, string>
  endpoint: string
  bucket: string
}

/**
 * An S3-compatible server (s3rver, from npm) on a free port with one bucket, for the test file;
 * closed and its files removed after it. Its credentials are s3rver's fixed S3RVER/S3RVER.
 */
export async function startS3(bucket = 'pasar'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  afterAll(async () => {
    await server.close()
    fs.rmSync(directory, { recursive: true, force: true })
  })
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  }
}
