import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { App } from '../../src/app.ts'
import { notificationSignature } from '../../src/providers/payment/midtrans/signature.ts'

export interface SnapRequest {
  transaction_details: { order_id: string; gross_amount: number }
  item_details: {
    id: string
    name: string
    price: number
    quantity: number
    merchant_name?: string
  }[]
  customer_details: { first_name: string; email: string }
}

interface FakeTransaction {
  request: SnapRequest
  status?: string
  fraudStatus?: string
  /** Refunds paid out, by refund_key. */
  refunds: Map<string, number>
}

export type RefundMode = 'ok' | 'refuse' | 'down'

/**
 * A local HTTP server that imitates Midtrans' Snap API (POST /snap/v1/transactions) and Core API
 * (GET /v2/{id}/status, POST /v2/{id}/cancel, POST /v2/{id}/refund), and refuses what Midtrans
 * refuses: a wrong Basic auth header, a gross amount that is not the sum of the items, a
 * duplicate order id. Refunds can be set to be refused or to find Midtrans down.
 */
export async function startFakeMidtrans(serverKey: string) {
  const transactions = new Map<string, FakeTransaction>()
  const calls: { method: string; path: string; authorization?: string }[] = []
  let failSnap = false
  let refundMode: RefundMode = 'ok'
  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const path = req.url ?? ''
      calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization })
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (req.headers.authorization !== expectedAuth) {
        return send(401, { status_code: '401', error_messages: ['Access denied'] })
      }
      if (req.method === 'POST' && path === '/snap/v1/transactions') {
        if (failSnap) return send(500, { error_messages: ['Sorry, we are down'] })
        const body = JSON.parse(raw) as SnapRequest
        const id = body.transaction_details.order_id
        const sum = body.item_details.reduce((t, i) => t + i.price * i.quantity, 0)
        if (sum !== body.transaction_details.gross_amount) {
          return send(400, {
            error_messages: [
              'transaction_details.gross_amount is not equal to the sum of item_details',
            ],
          })
        }
        if (transactions.has(id)) {
          return send(409, {
            error_messages: ['transaction_details.order_id has already been taken'],
          })
        }
        transactions.set(id, { request: body, refunds: new Map() })
        return send(201, { token: `snap-${id}`, redirect_url: `https://snap.example/${id}` })
      }
      const refund = /^\/v2\/([^/]+)\/refund$/.exec(path)
      if (req.method === 'POST' && refund?.[1]) {
        const tx = transactions.get(decodeURIComponent(refund[1]))
        if (refundMode === 'down') return send(503, { status_code: '503' })
        if (!tx?.status) return send(404, { status_code: '404' })
        if (refundMode === 'refuse') {
          return send(200, {
            status_code: '412',
            status_message: 'Merchant cannot modify the status of the transaction',
          })
        }
        const body = JSON.parse(raw) as { refund_key: string; amount: number }
        if (!tx.refunds.has(body.refund_key)) tx.refunds.set(body.refund_key, body.amount)
        tx.status = 'refund'
        return send(200, { status_code: '200', refund_key: body.refund_key })
      }
      const match = /^\/v2\/([^/]+)\/(status|cancel)$/.exec(path)
      if (match?.[1] && match[2]) {
        const id = decodeURIComponent(match[1])
        const tx = transactions.get(id)
        if (!tx?.status) {
          return send(404, { status_code: '404', status_message: "Transaction doesn't exist." })
        }
        if (match[2] === 'cancel') tx.status = 'cancel'
        return send(200, statusBody(id, tx))
      }
      send(404, { status_code: '404' })
    })
  })

  function statusBody(id: string, tx: FakeTransaction) {
    const status = tx.status ?? 'pending'
    const statusCode =
      status === 'settlement' || status === 'capture' ? '200' : status === 'pending' ? '201' : '202'
    const grossAmount = `${tx.request.transaction_details.gross_amount}.00`
    return {
      order_id: id,
      status_code: statusCode,
      gross_amount: grossAmount,
      transaction_status: status,
      fraud_status: tx.fraudStatus ?? 'accept',
      signature_key: notificationSignature(id, statusCode, grossAmount, serverKey),
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  return {
    /** The configuration that sends the app's Midtrans calls here, signed with `serverKey`. */
    env: {
      MIDTRANS_SERVER_KEY: serverKey,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-fake-key',
      MIDTRANS_SNAP_URL: `${base}/snap`,
      MIDTRANS_API_URL: base,
    },
    calls,
    transactions,
    /** Midtrans' side changes (the buyer paid, chose a method, …). */
    setStatus(id: string, status: string, fraudStatus?: string) {
      const tx = transactions.get(id)
      if (!tx) throw new Error(`no transaction ${id}`)
      tx.status = status
      tx.fraudStatus = fraudStatus
    },
    failSnap(value: boolean) {
      failSnap = value
    },
    refunds(mode: RefundMode) {
      refundMode = mode
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Posts a notification to the app as Midtrans does; answered as it came. */
export function postNotification(app: App, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/midtrans/notification',
    payload: body,
  })
}

/** A Midtrans-format notification, signed with the key (or a wrong one). */
export function notification(
  serverKey: string,
  fields: {
    orderId: string
    status: string
    grossAmount: number | string
    statusCode?: string
    fraudStatus?: string
  },
) {
  const grossAmount =
    typeof fields.grossAmount === 'number' ? `${fields.grossAmount}.00` : fields.grossAmount
  const statusCode = fields.statusCode ?? (fields.status === 'pending' ? '201' : '200')
  return {
    transaction_time: '2025-01-01 10:00:00',
    transaction_status: fields.status,
    transaction_id: 'fake-transaction',
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: notificationSignature(fields.orderId, statusCode, grossAmount, serverKey),
    payment_type: 'bank_transfer',
    order_id: fields.orderId,
    merchant_id: 'FAKE',
    gross_amount: grossAmount,
    fraud_status: fields.fraudStatus ?? 'accept',
    currency: 'IDR',
  }
}
