// `npm test`: lint and typecheck (side by side: each keeps one core busy), unit and API tests
// on PGlite beside the API and scale-out tests on PostgreSQL when TEST_DATABASE_URL is set, the
// browser tests against the built app, then the container image where Docker runs. Stops at the
// first failing step and ends with one line that says what passed or what failed (and what was
// skipped).
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

const postgresLane = postgres
  ? [
      {
        name: 'API tests on PostgreSQL',
        // The process tests start real servers on PGlite; they run in the PGlite lane.
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
  : []

// Each step's lanes run at once, each lane's commands one after another. Vitest gives itself one
// worker on a 2-core machine, and the PGlite worker leaves a third of the CPU idle: the
// PostgreSQL lane (its worker mostly waits on the server) fills it.
const steps = [
  {
    name: 'lint and typecheck',
    lanes: [
      [{ name: 'lint', args: ['run', 'lint'] }],
      [{ name: 'typecheck', args: ['run', 'typecheck'] }],
    ],
  },
  {
    name: postgres
      ? 'unit and API tests on PGlite, and on PostgreSQL'
      : 'unit and API tests on PGlite',
    lanes: [
      [{ name: 'unit and API tests on PGlite', args: ['run', 'test:unit'], env: withoutPostgres }],
      ...(postgres ? [postgresLane] : []),
    ],
  },
  { name: 'browser tests', lanes: [[{ name: 'browser tests', args: ['run', 'test:e2e'] }]] },
  ...(docker
    ? [
        {
          name: 'container image (Docker)',
          lanes: [[{ name: 'container image', args: ['run', 'test:container'] }]],
        },
      ]
    : []),
]

/** Runs one command; a lone lane prints as it goes, lanes side by side keep their output. */
function run({ args, env }, quiet) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: root,
      env: env ?? process.env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output) }))
  })
}

/**
 * Runs the lanes at once, each lane's commands in turn until one fails. With several lanes each
 * command's output is printed whole when it ends, so that their lines do not mix, with the time
 * it took. Answers the first non-zero exit status, or 0.
 */
async function runLanes(lanes) {
  const quiet = lanes.length > 1
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const command of lane) {
        const since = Date.now()
        const { status, output } = await run(command, quiet)
        if (quiet) {
          const took = elapsed(since)
          process.stdout.write(
            `\n  · ${command.name} (${status === 0 ? took : `failed after ${took}`})\n`,
          )
          process.stdout.write(output)
        }
        if (status !== 0) return status ?? 1
      }
      return 0
    }),
  )
  return results.find((status) => status !== 0) ?? 0
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
  const status = await runLanes(step.lanes)
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
