import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../../..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      )
    })
  })
}

export interface ServerProcess {
  child: ChildProcess
  url: string
  output: () => string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  /** Resolves when the output contains the text. */
  waitForOutput: (text: string) => Promise<void>
}

/** Starts `node --import tsx apps/api/src/server.ts` on a free port, as `npm start` does. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const waiters: { text: string; resolve: () => void }[] = []
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const waiter of waiters.filter((w) => output.includes(w.text))) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve()
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return {
    child,
    url,
    output: () => output,
    exited,
    waitForOutput: (text) =>
      new Promise<void>((resolve, reject) => {
        if (output.includes(text)) return resolve()
        waiters.push({ text, resolve })
        void exited.then((code) =>
          reject(new Error(`server exited (${code}) before printing '${text}':\n${output}`)),
        )
      }),
  }
}

/** Starts a server and waits until it listens (it prints its URL once listening). */
export async function startListening(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env)
  await server.waitForOutput('Pasar is running on')
  return server
}

export async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM')
  }
  await server.exited
}
