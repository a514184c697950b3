import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { auditOf, call, OPERATOR_ENV, operatorOf } from './support.ts'
import { getOrder } from '../orders/shop.ts'

const { app } = await setupTestApp(OPERATOR_ENV)
const operator = await operatorOf(app)

/** A canceled order whose late-payment refund the provider refused (or another state). */
async function refusedRefund(buyer: TestUser, status: 'FAILED' | 'DONE' | 'PENDING' = 'FAILED') {
  const key = `late-payment-test-${Math.random().toString(36).slice(2)}`
  const result = (await app.db.execute(sql`
    WITH o AS (
      INSERT INTO orders (user_id, status, total_price, items_total, shipping_total, payment_deadline)
      VALUES (${buyer.id}, 'CANCELED', 88000, 76000, 12000, now()) RETURNING id
    )
    INSERT INTO refunds (order_id, provider_order_id, amount, refund_key, reason, status, failure_message)
    SELECT o.id, 'pasar-test', 88000, ${key}, 'Payment received after the order was canceled',
      ${status}, ${status === 'FAILED' ? 'Transaction status cannot be updated' : null}
    FROM o RETURNING order_id, id AS refund_id`)) as {
    rows: { order_id: number; refund_id: number }[]
  }
  const row = result.rows[0]
  if (!row) throw new Error('no refund')
  return { orderId: row.order_id, refundId: row.refund_id }
}

const note = 'Paid back by BCA transfer, ref 12345'

describe('refunds the provider refused', () => {
  it('are listed, settled once with a note, and the buyer sees them settled', async () => {
    const buyer = await createUser(app)
    const { orderId, refundId } = await refusedRefund(buyer)
    const listed = await call(app, operator, 'GET', '/api/v1/admin/refunds?status=FAILED&limit=100')
    expect(listed.status).toBe(200)
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({
        id: refundId,
        orderId,
        amount: 88_000,
        status: 'FAILED',
        failureMessage: 'Transaction status cannot be updated',
        buyer: { name: expect.any(String), email: buyer.email },
        settled: null,
      }),
    )

    const settled = await call(app, operator, 'POST', `/api/v1/admin/refunds/${refundId}/settle`, {
      note,
    })
    expect(settled.status, settled.raw).toBe(200)
    expect(settled.body.data).toMatchObject({ id: refundId, status: 'SETTLED', settled: { note } })
    const again = await call(app, operator, 'POST', `/api/v1/admin/refunds/${refundId}/settle`, {
      note,
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This refund is already settled.')

    const order = await getOrder(app, buyer, orderId)
    expect(order.json().data.refund).toEqual({ amount: 88_000, status: 'SETTLED' })
    const failedNow = await call(app, operator, 'GET', '/api/v1/admin/refunds?limit=100')
    expect(failedNow.body.data.map((r: { id: number }) => r.id)).not.toContain(refundId)
    const settledList = await call(app, operator, 'GET', '/api/v1/admin/refunds?status=SETTLED')
    expect(settledList.body.data[0]).toMatchObject({ id: refundId, settled: { note } })

    const [entry] = await auditOf(app, operator)
    expect(entry).toMatchObject({
      action: 'REFUND_SETTLED',
      target: { kind: 'refund', id: String(refundId) },
      reason: note,
      details: { amount: 88_000, orderId },
    })
  })

  it('only FAILED ones: a done or pending refund is a 409, an unknown one a 404', async () => {
    const buyer = await createUser(app)
    for (const status of ['DONE', 'PENDING'] as const) {
      const { refundId } = await refusedRefund(buyer, status)
      const res = await call(app, operator, 'POST', `/api/v1/admin/refunds/${refundId}/settle`, {
        note,
      })
      expect(res.status, status).toBe(409)
    }
    expect(
      (await call(app, operator, 'POST', '/api/v1/admin/refunds/2147483647/settle', { note }))
        .status,
    ).toBe(404)
    const { refundId } = await refusedRefund(buyer)
    expect(
      (await call(app, operator, 'POST', `/api/v1/admin/refunds/${refundId}/settle`, {})).status,
    ).toBe(400)
    expect((await call(app, operator, 'GET', '/api/v1/admin/refunds?status=DONE')).status).toBe(400)
  })

  it('settled at once by two operators: one wins, the other is a 409, one audit row', async () => {
    const buyer = await createUser(app)
    const { refundId } = await refusedRefund(buyer)
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(app, operator, 'POST', `/api/v1/admin/refunds/${refundId}/settle`, { note }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const rows = (await auditOf(app, operator)).filter(
      (e) => e.action === 'REFUND_SETTLED' && e.target.id === String(refundId),
    )
    expect(rows).toHaveLength(1)
  })
})
