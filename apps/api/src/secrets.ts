import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from './config.ts'

/**
 * docs/architecture.md#api-layers: without JWT_SECRET, one is generated once and kept in DATA_DIR.
 */
export function resolveSecrets(config: Config): Config {
  if (config.jwtSecret) return config
  const file = path.join(config.dataDir, 'jwt-secret')
  fs.mkdirSync(config.dataDir, { recursive: true })
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
  }
  return { ...config, jwtSecret: fs.readFileSync(file, 'utf8').trim() }
}
