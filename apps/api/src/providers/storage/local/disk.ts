import fs from 'node:fs/promises'
import path from 'node:path'
import { safeKey, type Storage } from '../port.ts'

/** The path under which this server serves DATA_DIR/uploads (see ./routes.ts). */
export const UPLOADS_PATH = '/uploads/'

/** Files under DATA_DIR/uploads, served by this server under a relative /uploads/ path. */
export function diskStorage(dir: string): Storage {
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
    publicUrl: (key) => `${UPLOADS_PATH}${key}`,
  }
}
