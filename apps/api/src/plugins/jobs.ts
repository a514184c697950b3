import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { JobDeps } from '../jobs/job.ts'
import { JOBS } from '../jobs/registry.ts'
import { runJobs } from '../jobs/run.ts'

/** The background jobs' deps from the app's decorations. */
export function jobDeps(app: FastifyInstance): JobDeps {
  return {
    db: app.db,
    payments: app.payments,
    shipping: app.shipping,
    payouts: app.payouts,
    mailer: app.mailer,
    log: app.log,
    config: app.config,
  }
}

/**
 * Runs every job of jobs/registry.ts every JOBS_INTERVAL (off in tests), one round at a time,
 * starting once the app is ready; closing the app waits for the round in progress. Every job is
 * safe with many API processes (docs/architecture.md#jobs).
 */
export const jobsPlugin = fp(async function jobs(app: FastifyInstance) {
  const interval = app.config.jobsIntervalMs
  if (interval === undefined) return
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const tick = () => {
    if (running) return
    running = runJobs(JOBS, jobDeps(app)).finally(() => {
      running = undefined
    })
  }
  app.addHook('onReady', async () => {
    tick()
    timer = setInterval(tick, interval)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
  })
})
