// `npm test`'s container step, where Docker runs (docs/deploy.md#the-container-image-and-the-compose-file):
// builds the image from the Dockerfile, starts it with the demo data in its /data volume and
// checks what an operator relies on: it becomes healthy by its own health check, is ready,
// serves the app and the API, runs as a user other than root, and stops cleanly on `docker stop`
// (SIGTERM). PASAR_IMAGE_BASE, when set, replaces the base image (a machine that reaches no
// container registry builds one, see .ci/run).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const image = 'pasar:test'
const container = `pasar-test-${randomBytes(3).toString('hex')}`

function docker(args, { quiet = false } = {}) {
  const result = spawnSync('docker', args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) {
    if (!quiet) process.stdout.write(`${result.stdout}${result.stderr}`)
    throw new Error(`docker ${args[0]} failed (exit ${result.status})`)
  }
  return result.stdout.trim()
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function check(what, ok, detail = '') {
  if (!ok) throw new Error(`${what}${detail ? `: ${detail}` : ''}`)
  process.stdout.write(`  ✓ ${what}\n`)
}

/**
 * Asks `until` every half second for at most `seconds`; answers its first truthy answer. What
 * `until` throws ends the wait at once.
 */
async function waitFor(what, seconds, until) {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    const answer = await until()
    if (answer) return answer
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const started = Date.now()
const base = process.env.PASAR_IMAGE_BASE
process.stdout.write(`Building ${image}${base ? ` on ${base}` : ''}…\n`)
docker([
  'build',
  '--network',
  'host',
  ...(base ? ['--build-arg', `BASE_IMAGE=${base}`] : []),
  '-t',
  image,
  '.',
])
process.stdout.write(`  built in ${Math.round((Date.now() - started) / 1000)} s\n`)

const port = await freePort()
const url = `http://127.0.0.1:${port}`
docker([
  'run',
  '--detach',
  '--name',
  container,
  '--network',
  'host',
  // The image's own check, asked often so the test need not wait its 30 s interval.
  '--health-interval',
  '2s',
  '--health-start-period',
  '120s',
  '--env',
  `PORT=${port}`,
  '--env',
  `PUBLIC_URL=${url}`,
  '--env',
  `JWT_SECRET=${randomBytes(24).toString('hex')}`,
  '--env',
  'ALLOW_LOCAL_PROVIDERS=true',
  '--env',
  'SEED_DEMO=true',
  image,
])
try {
  const health = () => docker(['inspect', '--format', '{{.State.Health.Status}}', container])
  await waitFor('the health check passes', 180, async () => {
    const running = docker(['inspect', '--format', '{{.State.Running}}', container])
    if (running !== 'true') throw new Error('the container stopped while starting')
    const status = health()
    if (status === 'unhealthy') throw new Error('the health check failed: unhealthy')
    return status === 'healthy'
  })
  check("healthy by the image's own health check", health() === 'healthy')
  const ready = await fetch(`${url}/readyz`)
  check('ready (/readyz)', ready.ok, String(ready.status))
  const page = await fetch(`${url}/`)
  const html = await page.text()
  check('serves the app at /', page.ok && html.includes('id="root"'), String(page.status))
  const products = await fetch(`${url}/api/v1/products`)
  const listed = products.ok ? ((await products.json()).data?.length ?? 0) : 0
  check(
    'serves the demo catalogue at /api/v1/products',
    listed > 0,
    `${products.status}, ${listed}`,
  )
  const user = docker(['exec', container, 'id', '-u'])
  check('runs as a user other than root', user !== '0', `uid ${user}`)
  docker(['stop', '--time', '20', container])
  const exit = docker(['inspect', '--format', '{{.State.ExitCode}}', container])
  check('stops cleanly on docker stop (SIGTERM), exit code 0', exit === '0', `exit ${exit}`)
} catch (error) {
  const logs = spawnSync('docker', ['logs', '--tail', '60', container], { encoding: 'utf8' })
  process.stdout.write(`The container's last lines:\n${logs.stdout}${logs.stderr}\n`)
  throw error
} finally {
  docker(['rm', '--force', '--volumes', container], { quiet: true })
}
process.stdout.write(
  `The image built, started and stopped in ${Math.round((Date.now() - started) / 1000)} s\n`,
)
