import type { Job, JobDeps } from './job.ts'

/** A drained job stops after this many batches in one round, so one round always ends. */
const MAX_BATCHES = 20

/**
 * One round of the jobs, in order, each as of its own start. A job that fails is logged and the
 * next one still runs; its work is found again next round.
 */
export async function runJobs(jobs: readonly Job[], deps: JobDeps, clock = () => new Date()) {
  for (const job of jobs) {
    try {
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const handled = await job.run(deps, clock())
        if (!job.drain || handled === 0) break
      }
    } catch (error) {
      deps.log.error({ err: error, job: job.name }, 'background job failed')
    }
  }
}
