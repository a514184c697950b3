import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startListening, startServer, stop, type ServerProcess } from './server-process.ts'

// Real server processes on temporary DATA_DIRs (PGlite), as a user starts them. Each start pays
// for tsx and PGlite, so the scenarios share servers where they can.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-process-'))
const running: ServerProcess[] = []
afterAll(async () => {
  await Promise.all(running.map(stop))
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function listening(env: Record<string, string>) {
  const server = await startListening(env)
  running.push(server)
  return server
}

async function json<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const res = await fetch(url, init)
  return { status: res.status, body: (await res.json()) as T }
}

const credentials = { email: 'killtest@example.com', password: 'secret-password' }

async function signUp(url: string) {
  const registered = await fetch(`${url}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, username: 'killtest_user', name: 'Process Tester' }),
  })
  expect(registered.status).toBe(201)
  return signIn(url)
}

async function signIn(url: string) {
  const login = await json<{ accessToken: string }>(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(login.status).toBe(200)
  return { authorization: `Bearer ${login.body.accessToken}` }
}

describe('server process', { timeout: 120_000 }, () => {
  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const first = await listening({ DATA_DIR: dataDir })
    const second = await startServer({ DATA_DIR: dataDir })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Pasar process`)
    // The first one is unharmed.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
  })

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const server = running[0] ?? (await listening({ DATA_DIR: dataDir }))
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' })
    const url = new URL('/login', server.url)
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => (text += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      // Half the body now: the request is in flight when the signal arrives.
      req.write(body.slice(0, 10))
      void server.waitForOutput('shutting down').then(() => req.end(body.slice(10)))
    })
    // Headers must have reached the server before the signal: wait for its access log line.
    await server.waitForOutput('"url":"/login"')
    server.child.kill('SIGTERM')
    const answer = await response
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.text)).toHaveProperty('message')
    expect(await server.exited).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'pasar.lock'))).toBe(false)
  })

  it('restarts cleanly after SIGKILL in the middle of writes, with every committed row', async () => {
    const server = await listening({ DATA_DIR: dataDir })
    let auth = await signUp(server.url)
    const committed: string[] = []
    let killed = false
    const writer = async (lane: number) => {
      for (let i = 0; !killed; i++) {
        const name = `Kill Test ${lane}-${i}`
        try {
          const res = await fetch(`${server.url}/api/v1/stores`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ name, description: 'Written just before a crash.' }),
          })
          if (res.status === 201)
            committed.push(((await res.json()) as { data: { slug: string } }).data.slug)
          else if (!killed) throw new Error(`write failed: ${res.status}`)
        } catch (error) {
          if (!killed) throw error
        }
      }
    }
    const writers = [writer(1), writer(2), writer(3)]
    while (committed.length < 30) await new Promise((r) => setImmediate(r))
    killed = true
    server.child.kill('SIGKILL')
    await Promise.all(writers)
    expect(await server.exited).toBe(null)

    const restarted = await listening({ DATA_DIR: dataDir })
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200)
    // Tokens name the URL that issued them, and the restarted server has a new port.
    auth = await signIn(restarted.url)
    const stores = await json<{ data: { slug: string }[] }>(`${restarted.url}/api/v1/stores/user`, {
      headers: auth,
    })
    expect(stores.status).toBe(200)
    const slugs = new Set(stores.body.data.map((s) => s.slug))
    expect(committed.filter((slug) => !slugs.has(slug))).toEqual([])
    // The database still takes writes after the crash.
    const after = await fetch(`${restarted.url}/api/v1/stores`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'After The Crash', description: 'Still writable.' }),
    })
    expect(after.status).toBe(201)
  })
})
