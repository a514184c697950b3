import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { closeGracefully } from '../../src/shutdown.ts'
import { testConfig } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'

// The shutdown sequence of server.ts, in process, on the test database (PostgreSQL's pool with
// TEST_DATABASE_URL): a request in flight when it starts still gets its answer from the database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-shutdown-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const config = testConfig(dataDir)
const database = await createTestDatabase()
const errors: string[] = []
const app = await buildApp({
  config,
  database,
  logger: {
    level: 'error',
    stream: { write: (line: string) => void errors.push(line) },
  },
})
let arrived: () => void = () => {}
const requestArrived = new Promise<void>((resolve) => (arrived = resolve))
app.addHook('onRequest', async () => arrived())
await app.listen({ port: 0, host: '127.0.0.1' })
const { port } = app.server.address() as AddressInfo

describe('closeGracefully', () => {
  it('lets a request in flight finish on the database, then closes the database', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' })
    const answer = new Promise<{ status: number; text: string; connection?: string }>(
      (resolve, reject) => {
        const req = http.request(
          {
            port,
            host: '127.0.0.1',
            path: '/login',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (res) => {
            let text = ''
            res.on('data', (chunk: Buffer) => (text += chunk.toString()))
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, text, connection: res.headers.connection }),
            )
          },
        )
        req.on('error', reject)
        // Half the body now, the rest once the shutdown has begun.
        req.write(body.slice(0, 10))
        void requestArrived.then(() => {
          closing = closeGracefully(app, database)
          setImmediate(() => req.end(body.slice(10)))
        })
      },
    )
    let closing: Promise<void> | undefined

    const { status, text, connection } = await answer
    // The connection ends with its answer, so closing does not wait for the client to let go of
    // an idle keep-alive socket (Node's agent keeps one 5 s, a browser far longer).
    expect(connection).toBe('close')
    // The login looked the email up in the database: 401, not a 500 from a closed pool.
    expect(status).toBe(401)
    expect(JSON.parse(text)).toEqual({ message: expect.any(String) })
    await closing
    expect(errors.join('\n')).not.toMatch(/pool|Cannot use/i)
    expect(errors).toEqual([])
    // Closed for good: new connections are refused and the database is gone.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow()
  })
})
