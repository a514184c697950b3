import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { irisProvider } from '../../src/providers/payout/iris/client.ts'
import { irisSignature } from '../../src/providers/payout/iris/signature.ts'
import { PayoutRefused, PayoutUnreachable } from '../../src/providers/payout/port.ts'

const CREATOR = 'IRIS-creator-key'
const APPROVER = 'IRIS-approver-key'
const MERCHANT = 'merchant-key'
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`

/**
 * An imitation of Iris over real HTTP: it checks the basic-auth key each path needs, the
 * amount's form and the idempotency key, and keeps its payouts in memory.
 */
const payouts = new Map<string, { amount: string; status: string; key: string }>()
const seen: { method: string; path: string; auth: string; body: unknown }[] = []
const server = http.createServer((req, res) => {
  let text = ''
  req.on('data', (chunk: Buffer) => (text += chunk.toString()))
  req.on('end', () => {
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
    const url = new URL(req.url ?? '/', 'http://iris')
    const auth = req.headers.authorization ?? ''
    seen.push({ method: req.method ?? '', path: url.pathname, auth, body })
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    }
    const needs = (key: string) => {
      if (auth === basic(key)) return true
      send(401, { error_message: 'Unauthorized' })
      return false
    }
    if (req.method === 'GET' && url.pathname === '/iris/api/v1/account_validation') {
      if (!needs(CREATOR)) return
      if (url.searchParams.get('account') === '000404')
        return send(400, { error_message: 'Account does not exist' })
      return send(200, { account_name: 'SITI RAHAYU', account_no: url.searchParams.get('account') })
    }
    if (req.method === 'POST' && url.pathname === '/iris/api/v1/payouts') {
      if (!needs(CREATOR)) return
      const [payout] = (body?.payouts ?? []) as { amount: string }[]
      if (!payout || !/^[0-9]+\.[0-9]{2}$/.test(payout.amount) || Number(payout.amount) < 10_000)
        return send(400, {
          error_message: 'An error occurred when creating payouts',
          errors: ['amount'],
        })
      const key = String(req.headers['x-idempotency-key'] ?? '')
      const existing = [...payouts.entries()].find(([, p]) => p.key === key && key !== '')
      const ref = existing?.[0] ?? `ref${payouts.size + 1}`
      if (!existing) payouts.set(ref, { amount: payout.amount, status: 'queued', key })
      return send(201, { payouts: [{ status: 'queued', reference_no: ref }] })
    }
    if (req.method === 'POST' && url.pathname === '/iris/api/v1/payouts/approve') {
      if (!needs(APPROVER)) return
      for (const ref of (body?.reference_nos ?? []) as string[]) {
        const payout = payouts.get(ref)
        if (!payout || payout.status !== 'queued')
          return send(400, { error_message: 'Payout cannot be approved' })
        payout.status = 'processed'
      }
      return send(202, { status: 'ok' })
    }
    const match = /^\/iris\/api\/v1\/payouts\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && match) {
      if (!needs(CREATOR)) return
      const payout = payouts.get(match[1] ?? '')
      if (!payout) return send(404, { error_message: 'Not found' })
      return send(200, { reference_no: match[1], amount: payout.amount, status: payout.status })
    }
    send(500, { error_message: 'unexpected' })
  })
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/iris`
const iris = irisProvider({
  apiUrl,
  creatorKey: CREATOR,
  approverKey: APPROVER,
  merchantKey: MERCHANT,
})
const account = { bankCode: 'bca', accountNumber: '1234567890', accountName: 'SITI RAHAYU' }

describe('the Iris client', () => {
  it('validates accounts with the creator key', async () => {
    expect(await iris.validateAccount('bca', '1234567890')).toEqual({ accountName: 'SITI RAHAYU' })
    expect(await iris.validateAccount('bca', '000404')).toBeUndefined()
    expect(seen.at(-1)?.auth).toBe(basic(CREATOR))
  })

  it('creates with the creator key and the amount as Iris writes it; a retry with the same key creates nothing new', async () => {
    const input = {
      account,
      amount: 150_000,
      notes: 'Pasar payout 1',
      idempotencyKey: 'pasar-payout-1',
    }
    const first = await iris.createPayout(input)
    const again = await iris.createPayout(input)
    expect(again).toEqual(first)
    expect(payouts.size).toBe(1)
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/iris/api/v1/payouts',
      auth: basic(CREATOR),
      body: {
        payouts: [
          {
            beneficiary_name: 'SITI RAHAYU',
            beneficiary_account: '1234567890',
            beneficiary_bank: 'bca',
            amount: '150000.00',
            notes: 'Pasar payout 1',
          },
        ],
      },
    })
  })

  it('approves with the approver key only, and reads the status by reference', async () => {
    const { referenceNo } = await iris.createPayout({
      account,
      amount: 20_000,
      notes: 'x',
      idempotencyKey: 'pasar-payout-2',
    })
    expect(await iris.getPayout(referenceNo)).toMatchObject({ status: 'created', amount: 20_000 })
    await iris.approvePayouts([referenceNo])
    expect(seen.at(-1)?.auth).toBe(basic(APPROVER))
    expect(await iris.getPayout(referenceNo)).toMatchObject({ status: 'sending' })
    await expect(iris.approvePayouts([referenceNo])).rejects.toBeInstanceOf(PayoutRefused)

    const wrongKeys = irisProvider({
      apiUrl,
      creatorKey: APPROVER,
      approverKey: CREATOR,
      merchantKey: MERCHANT,
    })
    await expect(wrongKeys.getPayout(referenceNo)).rejects.toBeInstanceOf(PayoutUnreachable)
  })

  it('is unreachable when nothing answers', async () => {
    const down = irisProvider({
      apiUrl: 'http://127.0.0.1:9/iris',
      creatorKey: CREATOR,
      approverKey: APPROVER,
      merchantKey: MERCHANT,
    })
    await expect(down.getPayout('x')).rejects.toBeInstanceOf(PayoutUnreachable)
  })

  it('reads only notifications signed with the merchant key', () => {
    const raw = JSON.stringify({ reference_no: 'ref1', amount: '150000.00', status: 'completed' })
    expect(iris.readNotification(raw, { 'iris-signature': irisSignature(raw, MERCHANT) })).toEqual({
      referenceNo: 'ref1',
      status: 'completed',
      amount: 150_000,
    })
    expect(
      iris.readNotification(raw, { 'iris-signature': irisSignature(raw, 'other') }),
    ).toBeUndefined()
    expect(iris.readNotification(raw, {})).toBeUndefined()
    expect(
      iris.readNotification(`${raw} `, { 'iris-signature': irisSignature(raw, MERCHANT) }),
    ).toBeUndefined()
  })
})
