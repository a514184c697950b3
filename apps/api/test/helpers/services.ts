import { spawnSync } from 'node:child_process'

/**
 * Outside services the tests start or connect to (Redis, an S3-compatible server). On a
 * developer's machine a test that needs a missing one is skipped; in CI (`.ci/run` sets
 * PASAR_TEST_SERVICES=required) it fails instead, so CI always proves them.
 */
export function canRun(command: string): boolean {
  const available = spawnSync(command, ['--version']).status === 0
  if (!available && process.env.PASAR_TEST_SERVICES === 'required') {
    throw new Error(`${command} is required in CI (PASAR_TEST_SERVICES=required) but missing`)
  }
  return available
}
