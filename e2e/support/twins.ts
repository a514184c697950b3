import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

/**
 * A key a local provider twin derives from the server's secret (docs/decisions/0701): JWT_SECRET,
 * or, as in the browser tests' server, the secret it generated in DATA_DIR. The tests sign the
 * providers' notifications with it, as the real providers would with theirs.
 */
export function twinKey(purpose: 'local-midtrans' | 'local-iris-merchant'): string {
  const secret =
    process.env.JWT_SECRET || fs.readFileSync(path.join(inject('dataDir'), 'jwt-secret'), 'utf8')
  return createHmac('sha256', secret.trim()).update(purpose).digest('hex')
}
