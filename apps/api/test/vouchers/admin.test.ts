import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createStore, createUser } from '../helpers/builders.ts'
import { auditOf, OPERATOR_ENV, operatorOf } from '../admin/support.ts'
import { call, fieldsOf, freshCode, platformDraft, setUses, storeDraft } from './support.ts'

// Platform vouchers, for operators only, each creation and edit in the audit
// (docs/decisions/1016-vouchers.md, docs/decisions/0994-operator-audit.md).
const { app } = await setupTestApp(OPERATOR_ENV)
const operator = await operatorOf(app)
const url = '/api/v1/admin/vouchers'

async function created(overrides: Record<string, unknown> = {}) {
  const res = await call(app, operator, 'POST', url, platformDraft(overrides))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { id: number; code: string; endsAt: string }
}

describe('the platform voucher routes', () => {
  it('answer 401 without a session and 403 to a signed-in non-operator', async () => {
    const voucher = await created()
    const shopper = await createUser(app)
    const requests = [
      ['GET', url, undefined],
      ['POST', url, platformDraft()],
      ['PATCH', `${url}/${voucher.id}`, { active: false }],
    ] as const
    for (const [method, path, body] of requests) {
      expect((await call(app, undefined, method, path, body)).status).toBe(401)
      const refused = await call(app, shopper, method, path, body)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe('Only operators can do this.')
    }
    const list = await call(app, operator, 'GET', `${url}?limit=100`)
    expect(list.body.data.find((v: { id: number }) => v.id === voucher.id)).toMatchObject({
      active: true,
    })
  })

  it('create one with appliesTo, recorded in the audit', async () => {
    const code = freshCode('ONGKIR')
    const res = await call(app, operator, 'POST', url, platformDraft({ code, quota: 500 }))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({
      code,
      kind: 'FIXED',
      value: 10_000,
      appliesTo: 'SHIPPING',
      quota: 500,
      uses: 0,
    })
    expect(res.body.data).not.toHaveProperty('store')
    const [entry] = await auditOf(app, operator)
    expect(entry).toMatchObject({
      action: 'VOUCHER_CREATED',
      operator: { id: operator.id },
      target: { kind: 'voucher', id: String(res.body.data.id), label: code },
      details: { kind: 'FIXED', value: 10_000, appliesTo: 'SHIPPING', quota: 500 },
    })
  })

  it('refuse appliesTo missing or unknown and the field rules of any voucher: 400', async () => {
    for (const [overrides, path] of [
      [{ appliesTo: undefined }, 'appliesTo'],
      [{ appliesTo: 'TAXES' }, 'appliesTo'],
      [{ kind: 'PERCENT', value: 91 }, 'value'],
      [{ value: 500 }, 'value'],
      [{ maxDiscount: 5_000 }, 'maxDiscount'],
      [{ code: 'x' }, 'code'],
      [{ storeId: 1 }, ''],
    ] as const) {
      const res = await call(app, operator, 'POST', url, platformDraft(overrides))
      expect(res.status, JSON.stringify(overrides)).toBe(400)
      expect(fieldsOf(res)).toContain(path)
    }
  })

  it('refuse a code a platform voucher has (409, not audited); a store voucher’s is no matter', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id)
    const code = freshCode('SAMA')
    const storeUrl = `/api/v1/stores/${store.slug}/vouchers`
    expect((await call(app, owner, 'POST', storeUrl, storeDraft({ code }))).status).toBe(201)
    await created({ code, appliesTo: 'ITEMS', kind: 'PERCENT', value: 5 })
    const before = (await auditOf(app, operator)).length
    const again = await call(app, operator, 'POST', url, platformDraft({ code }))
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: 'Pasar already has a voucher with this code.' })
    expect((await auditOf(app, operator)).length).toBe(before)
  })

  it('list platform vouchers only, newest first', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id)
    const storeVoucher = await call(
      app,
      owner,
      'POST',
      `/api/v1/stores/${store.slug}/vouchers`,
      storeDraft(),
    )
    const [older, newer] = [await created(), await created()]
    const res = await call(app, operator, 'GET', `${url}?limit=100`)
    expect(res.status).toBe(200)
    const ids = res.body.data.map((v: { id: number }) => v.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0)
    expect(ids).not.toContain(storeVoucher.body.data.id)
    expect(res.body.pagination.totalItems).toBe(ids.length)
    for (const voucher of res.body.data) expect(voucher.appliesTo).toMatch(/^(ITEMS|SHIPPING)$/)
  })

  it('end one early (VOUCHER_ENDED) or change its quota (VOUCHER_UPDATED), in the audit', async () => {
    const voucher = await created({ quota: 10 })
    const ended = await call(app, operator, 'PATCH', `${url}/${voucher.id}`, { active: false })
    expect(ended.status, JSON.stringify(ended.body)).toBe(200)
    expect(ended.body.data).toMatchObject({ active: false, appliesTo: 'SHIPPING' })
    const [endEntry] = await auditOf(app, operator)
    expect(endEntry).toMatchObject({
      action: 'VOUCHER_ENDED',
      target: { kind: 'voucher', id: String(voucher.id), label: voucher.code },
      details: { activeFrom: true, activeTo: false },
    })

    const endsAt = new Date(Date.parse(voucher.endsAt) - 86_400_000).toISOString()
    const changed = await call(app, operator, 'PATCH', `${url}/${voucher.id}`, {
      quota: 20,
      endsAt,
    })
    expect(changed.body.data).toMatchObject({ quota: 20, endsAt, active: false })
    const [changeEntry] = await auditOf(app, operator)
    expect(changeEntry).toMatchObject({ action: 'VOUCHER_UPDATED' })
    expect(changeEntry?.details).toEqual({
      quotaFrom: 10,
      quotaTo: 20,
      endsAtFrom: voucher.endsAt,
      endsAtTo: endsAt,
    })
  })

  it('refuse a quota below the uses (409) and an end before the start (400), not audited', async () => {
    const voucher = await created()
    await setUses(app, voucher.id, 6)
    const before = (await auditOf(app, operator)).length
    const below = await call(app, operator, 'PATCH', `${url}/${voucher.id}`, { quota: 5 })
    expect(below.status).toBe(409)
    expect(below.body.message).toBe('The quota cannot be lower than the uses so far.')
    const early = await call(app, operator, 'PATCH', `${url}/${voucher.id}`, {
      endsAt: '2000-01-01T00:00:00Z',
    })
    expect(early.status).toBe(400)
    expect(fieldsOf(early)).toEqual(['endsAt'])
    expect((await auditOf(app, operator)).length).toBe(before)
  })

  it('answer 404 for a store voucher’s id and an unknown one', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id)
    const storeUrl = `/api/v1/stores/${store.slug}/vouchers`
    const storeVoucher = await call(app, owner, 'POST', storeUrl, storeDraft())
    for (const id of [storeVoucher.body.data.id, 2_147_483_647]) {
      const res = await call(app, operator, 'PATCH', `${url}/${id}`, { active: false })
      expect(res.status).toBe(404)
    }
    const list = await call(app, owner, 'GET', storeUrl)
    expect(list.body.data[0]).toMatchObject({ active: true })
  })
})
