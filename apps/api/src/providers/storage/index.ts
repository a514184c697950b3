import type { Config } from '../../config.ts'
import { diskStorage } from './local/disk.ts'
import type { Storage } from './port.ts'

/**
 * The one place that picks the storage: S3 with STORAGE=s3, otherwise DATA_DIR/uploads. The S3
 * client is loaded only when it is chosen: it is a large import for a server that stores locally.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.storage.kind !== 's3') return diskStorage(config.storage.dir)
  const { s3Storage } = await import('./s3.ts')
  return s3Storage(config.storage)
}
