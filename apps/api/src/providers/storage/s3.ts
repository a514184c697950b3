import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Config } from '../../config.ts'
import { IMMUTABLE, safeKey, type Storage } from './port.ts'

export type S3Settings = Extract<Config['storage'], { kind: 's3' }>

/** An S3-compatible bucket; files are loaded from the configured public URL. */
export function s3Storage(options: S3Settings): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  })
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
    publicUrl: (key) => `${options.publicUrl}/${key}`,
  }
}
