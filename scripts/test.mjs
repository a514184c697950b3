// `npm test`: lint and typecheck (side by side: each keeps one core busy), unit and API tests
// (PGlite; and PostgreSQL too when TEST_DATABASE_URL is set), the browser tests against the built
// app, then the container image where Docker runs. Stops at the first failing step and ends with
// one line that says what passed or what failed (and what was skipped).
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const postgres = process.env.TEST_DATABASE_URL
if (!postgres && process.env.PASAR_TEST_SERVICES === 'required') {
  process.stdout.write('✘ PASAR_TEST_SERVICES=required but TEST_DATABASE_URL is not set\n')
  process.exit(1)
}
const { TEST_DATABASE_URL: _unused, ...withoutPostgres } = process.env
// The container image is built and started where a Docker daemon answers (docs/deploy.md).
const docker = spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0

const steps = [
  {
    name: 'lint and typecheck',
    together: [
      { name: 'lint', args: ['run', 'lint'] },
      { name: 'typecheck', args: ['run', 'typecheck'] },
    ],
  },
  { name: 'unit and API tests on PGlite', args: ['run', 'test:unit'], env: withoutPostgres },
  ...(postgres
    ? [
        {
          name: 'API tests on PostgreSQL',
          // The process tests start real servers on PGlite; they ran in the step before.
          args: [
            'exec',
            '--',
            'vitest',
            'run',
            '--project',
            'api',
            '--exclude',
            'test/foundation/processes.test.ts',
          ],
          env: process.env,
        },
        {
          name: 'scale-out test (two processes, PostgreSQL, Redis, S3)',
          args: ['run', 'test:scale'],
          env: process.env,
        },
      ]
    : []),
  { name: 'browser tests', args: ['run', 'test:e2e'] },
  ...(docker ? [{ name: 'container image (Docker)', args: ['run', 'test:container'] }] : []),
]

/**
 * Runs the commands at once; each one's output is printed whole when all have ended, so that
 * their lines do not mix. Answers the first non-zero exit status, or 0.
 */
async function together(commands) {
  const runs = commands.map(
    ({ name, args }) =>
      new Promise((resolve) => {
        const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
        const output = []
        child.stdout.on('data', (chunk) => output.push(chunk))
        child.stderr.on('data', (chunk) => output.push(chunk))
        child.on('close', (status) => resolve({ name, status, output: Buffer.concat(output) }))
      }),
  )
  let failed = 0
  for (const { name, status, output } of await Promise.all(runs)) {
    process.stdout.write(`\n  · ${name}${status === 0 ? '' : ' (failed)'}\n`)
    process.stdout.write(output)
    if (status !== 0 && !failed) failed = status ?? 1
  }
  return failed
}

const started = Date.now()
const elapsed = (since) => {
  const s = Math.round((Date.now() - since) / 1000)
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`
}
const done = []
for (const step of steps) {
  const stepStarted = Date.now()
  process.stdout.write(`\n▶ ${step.name}\n`)
  const status = step.together
    ? await together(step.together)
    : spawnSync('npm', step.args, { cwd: root, stdio: 'inherit', env: step.env ?? process.env })
        .status
  if (status !== 0) {
    process.stdout.write(
      `\n✘ npm test FAILED at: ${step.name} (after ${elapsed(started)}; passed before it: ${done.join(', ') || 'nothing'})\n`,
    )
    process.exit(status ?? 1)
  }
  done.push(`${step.name} (${elapsed(stepStarted)})`)
}
const skipped = docker ? '' : '; skipped: container image (no Docker daemon)'
process.stdout.write(`\n✔ npm test passed in ${elapsed(started)}: ${done.join(', ')}${skipped}\n`)
