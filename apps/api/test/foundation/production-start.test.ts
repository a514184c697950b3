import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startListening, startServer, stop, type ServerProcess } from './server-process.ts'

// `node apps/api/src/server.ts` with NODE_ENV=production, as someone deploying it starts it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-production-'))
const running: ServerProcess[] = []
afterAll(async () => {
  await Promise.all(running.map(stop))
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-production-secret-0123',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
}

describe('a production start (docs/decisions/0720)', { timeout: 120_000 }, () => {
  it('stops with a message naming the missing keys and ALLOW_LOCAL_PROVIDERS', async () => {
    const server = await startServer(production)
    running.push(server)
    expect(await server.exited).toBe(1)
    const output = server.output()
    expect(output).toContain('MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY: required')
    expect(output).toContain('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: required')
    expect(output).toContain('SHIPPING_API_KEY: required')
    expect(output).toContain('ALLOW_LOCAL_PROVIDERS')
    expect(output).not.toContain('Pasar is running')
  })

  it('starts with ALLOW_LOCAL_PROVIDERS=true, names each local provider and tells the web', async () => {
    const server = await startListening({ ...production, ALLOW_LOCAL_PROVIDERS: 'true' })
    running.push(server)
    const output = server.output()
    expect(output).toContain('Demo mode')
    expect(output).toMatch(/payment\s+simulates Midtrans payments/)
    expect(output).toMatch(/identity\s+simulates Google sign-in/)
    expect(output).toMatch(/shipping\s+simulates courier rates and tracking/)
    expect(output).toMatch(/payout\s+simulates seller payouts/)
    const config = (await (await fetch(`${server.url}/api/v1/config`)).json()) as {
      data: { localProviders: string[] }
    }
    expect(config.data.localProviders).toEqual(['payment', 'identity', 'shipping', 'payout'])
  })
})
