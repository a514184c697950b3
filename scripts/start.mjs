// `npm start`: builds the web app if it has not been built, then serves API and web on PORT.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { register } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
const webDist = path.join(root, 'apps/web/dist/index.html')

if (!fs.existsSync(webDist)) {
  process.stdout.write('Building the web app (first start only)…\n')
  const build = spawnSync('npm', ['run', 'build', '-w', '@pasar/web'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// The demo operator (seeded as admin@pasar.test) runs the /admin console in development, so that
// `npm ci && npm start` shows every feature; a value given, even empty, is kept
// (docs/decisions/0995-operator-console-web.md). Production never gets a default.
if (process.env.ADMIN_EMAILS === undefined && process.env.NODE_ENV !== 'production') {
  process.env.ADMIN_EMAILS = 'admin@pasar.test'
}

register()
await import('../apps/api/src/server.ts')
