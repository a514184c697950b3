// `npm start`: serves API and web on PORT; on the first start it builds the web app meanwhile.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { register } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
const webDist = path.join(root, 'apps/web/dist/index.html')

/**
 * Builds the web app in a child process while the server opens the database and renders the demo
 * pictures (two cores do both: the build is mostly its own threads, initdb and migrations one
 * core). Its chunk table is kept out of the log unless the build fails.
 */
function buildWeb() {
  const started = performance.now()
  process.stdout.write('Building the web app (first start only)…\n')
  const build = spawn('npm', ['run', 'build', '-w', '@pasar/web'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // A start that fails (a bad variable, say) leaves no build running behind it.
  process.on('exit', () => build.kill())
  const output = []
  build.stdout.on('data', (chunk) => output.push(chunk))
  build.stderr.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    build.on('close', (code) => {
      if (code === 0) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        process.stdout.write(`Built the web app in ${seconds} s.\n`)
        resolve()
        return
      }
      process.stderr.write(Buffer.concat(output))
      process.stderr.write(`The web app did not build (npm run build exited ${code}).\n`)
      process.exit(code || 1)
    })
  })
}

const webBuild = fs.existsSync(webDist) ? undefined : buildWeb()

// The demo operator (seeded as admin@pasar.test) runs the /admin console in development, so that
// `npm ci && npm start` shows every feature; a value given, even empty, is kept
// (docs/decisions/0995-operator-console-web.md). Production never gets a default.
if (process.env.ADMIN_EMAILS === undefined && process.env.NODE_ENV !== 'production') {
  process.env.ADMIN_EMAILS = 'admin@pasar.test'
}

register()
const { runServer } = await import('../apps/api/src/server.ts')
runServer({ webBuild })
