import type { Config } from '../../config.ts'
import { diskStorage } from './local/disk.ts'
import type { Storage } from './port.ts'
import { s3Storage } from './s3.ts'

/** The one place that picks the storage: S3 with STORAGE=s3, otherwise DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  return config.storage.kind === 's3' ? s3Storage(config.storage) : diskStorage(config.storage.dir)
}
