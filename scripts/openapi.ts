// `npm run docs:openapi`: writes docs/openapi.json, the OpenAPI document generated from the route
// schemas (the same document the server shows at /api/docs).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../apps/api/src/app.ts'
import { loadConfig } from '../apps/api/src/config.ts'
import { openConfiguredDatabase } from '../apps/api/src/db/open.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-openapi-'))
const config = loadConfig({
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  JWT_SECRET: 'openapi-document-only-openapi-document-only',
  WEB_DIST: path.join(dataDir, 'no-web'),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
})
// Routes are only registered, never called; an empty database, migrated, since the catalogue
// reads its versions when the app starts (docs/decisions/0997-catalogue-versions-announced.md).
const database = await openConfiguredDatabase(config)
const app = await buildApp({ config, database })
await app.ready()
const document = app.swagger()
const out = path.resolve(import.meta.dirname, '../docs/openapi.json')
fs.writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`)
await app.close()
await database.close()
fs.rmSync(dataDir, { recursive: true, force: true })
process.stdout.write(
  `wrote ${path.relative(process.cwd(), out)} (${Object.keys(document.paths ?? {}).length} paths)\n`,
)
