import fs from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../../..')
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as unknown

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
      .map(([name, info]) => `${name} wants node ${String(info.engines?.node)}`)
    expect(refusing).toEqual([])
  })
})
