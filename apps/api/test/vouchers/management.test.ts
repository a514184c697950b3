import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createStore, createUser } from '../helpers/builders.ts'
import { call, daysFromNow, fieldsOf, freshCode, setUses, storeDraft } from './support.ts'

// A store's vouchers as its owner manages them (docs/decisions/1016-vouchers.md).
const { app } = await setupTestApp()

async function ownedStore() {
  const owner = await createUser(app)
  const store = await createStore(app, owner.id, { name: 'Toko Batik Sari' })
  const url = `/api/v1/stores/${store.slug}/vouchers`
  return { owner, store, url }
}

describe('creating a store voucher', () => {
  it('answers 201 with the voucher: code upper-cased, no uses yet, its store, the defaults', async () => {
    const { owner, store, url } = await ownedStore()
    const code = freshCode('diskon').toLowerCase()
    const startsAt = '2026-01-01T00:00:00+07:00'
    const res = await call(app, owner, 'POST', url, {
      ...storeDraft({ code, startsAt, endsAt: '2026-12-31T23:59:59.999Z' }),
      maxDiscount: 25_000,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      code: code.toUpperCase(),
      kind: 'PERCENT',
      value: 10,
      maxDiscount: 25_000,
      minSpend: 0,
      quota: 100,
      uses: 0,
      perBuyer: 1,
      startsAt: '2025-12-31T17:00:00.000Z',
      endsAt: '2026-12-31T23:59:59.999Z',
      active: true,
      store: { name: 'Toko Batik Sari', slug: store.slug },
    })
  })

  it('keeps a fixed voucher with its minimum spend, uses per buyer and active flag', async () => {
    const { owner, url } = await ownedStore()
    const body = storeDraft({
      kind: 'FIXED',
      value: 15_000,
      minSpend: 100_000,
      perBuyer: 3,
      active: false,
    })
    const res = await call(app, owner, 'POST', url, body)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({
      kind: 'FIXED',
      value: 15_000,
      maxDiscount: null,
      minSpend: 100_000,
      perBuyer: 3,
      active: false,
    })
    expect(res.body.data).not.toHaveProperty('appliesTo')
  })

  const now = Date.now()
  it.each([
    ['a code too short', { code: 'AB1' }, 'code'],
    ['a code too long', { code: 'A'.repeat(21) }, 'code'],
    ['a code with a dash', { code: 'DISKON-10' }, 'code'],
    ['a code with a space inside', { code: 'DISKON 10' }, 'code'],
    ['an empty code', { code: '' }, 'code'],
    ['no code', { code: undefined }, 'code'],
    ['a percentage of 0', { value: 0 }, 'value'],
    ['a percentage of 91', { value: 91 }, 'value'],
    ['a percentage given as text', { value: '10' }, 'value'],
    ['a fraction', { value: 10.5 }, 'value'],
    ['a fixed discount below Rp 1.000', { kind: 'FIXED', value: 999 }, 'value'],
    [
      'a maximum discount on a fixed voucher',
      { kind: 'FIXED', value: 5_000, maxDiscount: 1_000 },
      'maxDiscount',
    ],
    ['a maximum discount of 0', { maxDiscount: 0 }, 'maxDiscount'],
    ['an unknown kind', { kind: 'FREE' }, 'kind'],
    ['a negative minimum spend', { minSpend: -1 }, 'minSpend'],
    ['a quota of 0', { quota: 0 }, 'quota'],
    ['no quota', { quota: undefined }, 'quota'],
    ['uses per buyer of 0', { perBuyer: 0 }, 'perBuyer'],
    [
      'an end equal to the start',
      { startsAt: new Date(now).toISOString(), endsAt: new Date(now).toISOString() },
      'endsAt',
    ],
    ['an end before the start', { startsAt: daysFromNow(2), endsAt: daysFromNow(1) }, 'endsAt'],
    ['a start that is not a date', { startsAt: 'tomorrow' }, 'startsAt'],
    ['an impossible date', { endsAt: '2027-02-30T00:00:00Z' }, 'endsAt'],
    ['a date without its offset', { endsAt: '2027-01-01T00:00:00' }, 'endsAt'],
    ['active given as text', { active: 'true' }, 'active'],
    ['appliesTo on a store voucher', { appliesTo: 'SHIPPING' }, ''],
    ['an unknown field', { color: 'red' }, ''],
  ])('refuses %s: 400 with a field error', async (_, overrides, path) => {
    const { owner, url } = await ownedStore()
    const res = await call(app, owner, 'POST', url, storeDraft(overrides))
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.message).toEqual(expect.any(String))
    expect(fieldsOf(res)).toContain(path)
    const list = await call(app, owner, 'GET', url)
    expect(list.body.data).toEqual([])
  })

  it('refuses a code the store already has (any case): 409; another store may use it', async () => {
    const { owner, url } = await ownedStore()
    const code = freshCode('HEMAT')
    expect((await call(app, owner, 'POST', url, storeDraft({ code }))).status).toBe(201)
    const again = await call(app, owner, 'POST', url, storeDraft({ code: code.toLowerCase() }))
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: 'This store already has a voucher with this code.' })
    const other = await ownedStore()
    expect((await call(app, other.owner, 'POST', other.url, storeDraft({ code }))).status).toBe(201)
    const list = await call(app, owner, 'GET', url)
    expect(list.body.pagination.totalItems).toBe(1)
  })
})

describe('the owner-only routes', () => {
  it('answer 401 without a session, 403 to another user, 404 for an unknown store', async () => {
    const { owner, url } = await ownedStore()
    const created = await call(app, owner, 'POST', url, storeDraft())
    const one = `${url}/${created.body.data.id}`
    const stranger = await createUser(app)
    const requests = [
      ['GET', url, undefined],
      ['POST', url, storeDraft()],
      ['PATCH', one, { active: false }],
    ] as const
    for (const [method, path, body] of requests) {
      const anonymous = await call(app, undefined, method, path, body)
      expect(anonymous.status, `${method} ${path}`).toBe(401)
      const foreign = await call(app, stranger, method, path, body)
      expect(foreign.status, `${method} ${path}`).toBe(403)
      expect(foreign.body.message).toBe('You do not own this store.')
      const unknown = path.replace(/stores\/[^/]+/, 'stores/no-such-store')
      expect((await call(app, stranger, method, unknown, body)).status).toBe(404)
    }
    const list = await call(app, owner, 'GET', url)
    expect(list.body.data).toEqual([expect.objectContaining({ active: true })])
  })
})

describe('listing the store vouchers', () => {
  it('lists only this store’s, newest first, with their uses, page by page', async () => {
    const { owner, store, url } = await ownedStore()
    const codes: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await call(app, owner, 'POST', url, storeDraft())
      codes.push(res.body.data.code)
    }
    const other = await ownedStore()
    await call(app, other.owner, 'POST', other.url, storeDraft())
    const first = await call(app, owner, 'GET', `${url}?page=1&limit=2`)
    expect(first.status).toBe(200)
    expect(first.body.data.map((v: { code: string }) => v.code)).toEqual([codes[2], codes[1]])
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      hasNextPage: true,
      totalPages: 2,
      totalItems: 3,
    })
    const [newest] = first.body.data
    await setUses(app, newest.id, 7)
    const again = await call(app, owner, 'GET', url)
    expect(again.body.data[0]).toMatchObject({
      code: codes[2],
      uses: 7,
      store: { name: 'Toko Batik Sari', slug: store.slug },
    })
    const second = await call(app, owner, 'GET', `${url}?page=2&limit=2`)
    expect(second.body.data.map((v: { code: string }) => v.code)).toEqual([codes[0]])
    expect((await call(app, owner, 'GET', `${url}?limit=101`)).status).toBe(400)
  })
})

describe('changing a store voucher', () => {
  async function withVoucher(overrides: Record<string, unknown> = {}) {
    const shop = await ownedStore()
    const res = await call(app, shop.owner, 'POST', shop.url, storeDraft(overrides))
    expect(res.status).toBe(201)
    const voucher = res.body.data as { id: number; startsAt: string; endsAt: string }
    return { ...shop, voucher, one: `${shop.url}/${voucher.id}` }
  }

  it('ends it early with active: false, or an earlier end, and restarts it', async () => {
    const { owner, one } = await withVoucher()
    const ended = await call(app, owner, 'PATCH', one, { active: false })
    expect(ended.status, JSON.stringify(ended.body)).toBe(200)
    expect(ended.body.data).toMatchObject({ active: false })
    const endsAt = daysFromNow(5)
    const earlier = await call(app, owner, 'PATCH', one, { endsAt, active: true })
    expect(earlier.status).toBe(200)
    expect(earlier.body.data).toMatchObject({ active: true, endsAt })
  })

  it('refuses an end at or before the start: 400 on endsAt, nothing changed', async () => {
    const { owner, one, voucher } = await withVoucher({ startsAt: '2026-03-01T00:00:00Z' })
    for (const endsAt of [
      '2026-03-01T00:00:00Z',
      '2026-03-01T06:00:00+07:00',
      '2026-02-01T00:00:00Z',
    ]) {
      const res = await call(app, owner, 'PATCH', one, { endsAt, quota: 5 })
      expect(res.status, endsAt).toBe(400)
      expect(res.body.errors).toEqual([{ path: 'endsAt', message: 'End must be after the start' }])
    }
    const [row] = (await call(app, owner, 'GET', `${one.replace(/\/\d+$/, '')}`)).body.data
    expect(row).toMatchObject({ endsAt: voucher.endsAt, quota: 100 })
  })

  it('changes the quota, never below the uses so far (409)', async () => {
    const { owner, one, voucher } = await withVoucher()
    await setUses(app, voucher.id, 4)
    const below = await call(app, owner, 'PATCH', one, { quota: 3 })
    expect(below.status).toBe(409)
    expect(below.body).toEqual({ message: 'The quota cannot be lower than the uses so far.' })
    const atUses = await call(app, owner, 'PATCH', one, { quota: 4 })
    expect(atUses.status).toBe(200)
    expect(atUses.body.data).toMatchObject({ quota: 4, uses: 4 })
    const raised = await call(app, owner, 'PATCH', one, { quota: 50 })
    expect(raised.body.data).toMatchObject({ quota: 50, uses: 4 })
  })

  it.each([
    ['an empty body', {}],
    ['a quota of 0', { quota: 0 }],
    ['a quota as text', { quota: '5' }],
    ['an end that is not a date', { endsAt: 'next week' }],
    ['active as text', { active: 'false' }],
    ['a term that cannot change', { value: 20 }],
    ['a code', { code: 'NEWCODE1' }],
  ])('refuses %s: 400', async (_, body) => {
    const { owner, one } = await withVoucher()
    const res = await call(app, owner, 'PATCH', one, body)
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.errors?.length).toBeGreaterThan(0)
  })

  it('answers 404 for a voucher of another store, an unknown one and a malformed id', async () => {
    const mine = await withVoucher()
    const theirs = await withVoucher()
    const foreign = await call(app, mine.owner, 'PATCH', `${mine.url}/${theirs.voucher.id}`, {
      active: false,
    })
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Voucher not found')
    for (const id of ['2147483647', 'abc', '0', '1.5']) {
      const res = await call(app, mine.owner, 'PATCH', `${mine.url}/${id}`, { active: false })
      expect(res.status, id).toBe(404)
    }
    const untouched = await call(app, theirs.owner, 'GET', theirs.url)
    expect(untouched.body.data[0]).toMatchObject({ active: true })
  })
})
