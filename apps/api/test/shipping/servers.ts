import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Db } from '../../src/db/client.ts'
import { LOCAL_BITESHIP_PATH } from '../../src/providers/shipping/local/paths.ts'
import { localBiteshipRoutes } from '../../src/providers/shipping/local/routes.ts'
import { LocalBiteshipTwin } from '../../src/providers/shipping/local/twin.ts'

/** A clock the test moves by hand. */
export class TestClock {
  constructor(private current = new Date('2026-03-02T03:00:00.000Z')) {}
  now = () => new Date(this.current)
  advanceHours(hours: number) {
    this.current = new Date(this.current.getTime() + hours * 3_600_000)
  }
}

/**
 * The local Biteship twin on its own HTTP server (as another API process would run it), on the
 * given database and clock. Returns the base URL the adapter takes as SHIPPING_API_URL.
 */
export async function startTwinServer(db: Db, apiKey: string, clock: TestClock) {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  let quotes = 0
  app.addHook('onRequest', async (request) => {
    if (request.url.endsWith('/v1/rates/couriers')) quotes += 1
  })
  await app.register(localBiteshipRoutes, { twin: new LocalBiteshipTwin(apiKey, db, clock.now) })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return {
    apiUrl: `http://127.0.0.1:${port}${LOCAL_BITESHIP_PATH}`,
    /** How many quotes it was asked for. */
    quotes: () => quotes,
    close: () => app.close(),
  }
}

export type BrokenMode = 'status-503' | 'silent' | 'malformed'

/** An HTTP server that fails the way a provider in trouble does: 503, no answer, or garbage. */
export async function startBrokenServer(mode: BrokenMode) {
  const server = http.createServer((req, res) => {
    req.resume()
    if (mode === 'silent') return // never answers; the client's timeout has to end it
    if (mode === 'status-503') {
      res.writeHead(503, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ success: false, error: 'Service unavailable' }))
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ success: true, pricing: [{ courier_code: 'jne', price: 'free' }] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A port nothing listens on (bound, then released). */
export async function closedPortUrl() {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
