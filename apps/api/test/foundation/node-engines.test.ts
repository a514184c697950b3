import fs from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../../..')
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as unknown

/**
 * Packages whose `engines` asks for a newer Node than the code we run of them needs, each with
 * the decision that says why; the tests that use them run on the oldest Node we allow, in CI.
 */
const NEWER_ENGINES_ONLY_FOR_THEIR_TOOLS: Record<string, string> = {
  // Its Node 22 is for its own build tools; we read its CSV files (docs/decisions/1013).
  'node_modules/idn-area-data': '>=22.0.0',
}

interface Lock {
  packages: Record<string, { engines?: { node?: unknown } }>
}

describe('Node versions (docs/decisions/0001)', () => {
  it('every installed package runs on the oldest Node that package.json engines allows', () => {
    const { engines } = read('package.json') as { engines: { node: string } }
    const oldest = semver.minVersion(engines.node)?.version ?? ''
    expect(oldest).toBe('20.19.0')
    const { packages } = read('package-lock.json') as Lock
    const refusing = Object.entries(packages)
      .filter(([, info]) => typeof info.engines?.node === 'string')
      .filter(([, info]) => !semver.satisfies(oldest, String(info.engines?.node)))
      .filter(([name, info]) => NEWER_ENGINES_ONLY_FOR_THEIR_TOOLS[name] !== info.engines?.node)
      .map(([name, info]) => `${name} wants node ${String(info.engines?.node)}`)
    expect(refusing).toEqual([])
  })
})
