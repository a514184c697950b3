import { spawn } from 'node:child_process'
import net from 'node:net'
import { afterAll } from 'vitest'
import { freePort } from '../foundation/server-process.ts'

/**
 * A Redis server of its own for the test file (`redis-server` from the distribution, nothing
 * kept on disk), stopped after it. Resolves with its URL once it accepts connections.
 */
export async function startRedis(): Promise<string> {
  const port = await freePort()
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  afterAll(() => {
    redis.kill('SIGTERM')
  })
  await new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 10_000
    const probe = () => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve()
      })
      socket.on('error', () =>
        Date.now() > deadline ? reject(new Error('redis did not start')) : setTimeout(probe, 50),
      )
    }
    probe()
  })
  return `redis://127.0.0.1:${port}`
}
