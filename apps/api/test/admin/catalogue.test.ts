import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createCategory, createUser } from '../helpers/builders.ts'
import { checkout } from '../helpers/checkout.ts'
import { cartRequest } from '../orders/shop.ts'
import { auditOf, call, inCatalogue, OPERATOR_ENV, operatorOf, storeSellingOne } from './support.ts'

const { app } = await setupTestApp(OPERATOR_ENV)
const operator = await operatorOf(app)
const get = (url: string, headers?: Record<string, string>) =>
  app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) })

/** A seller's store in its own category with one product whose name is one unusual word. */
async function shop() {
  const seller = await createUser(app)
  return { seller, ...(await storeSellingOne(app, seller.id, 'Batik', { stock: 5 })) }
}

async function seenByShoppers(s: Awaited<ReturnType<typeof shop>>) {
  const found = await inCatalogue(app, s)
  const storeProducts = await get(`/api/v1/stores/${s.store.slug}/products`)
  const page = await get(`/api/v1/products/${s.product.uuid}`)
  return {
    ...found,
    inStore:
      storeProducts.statusCode === 200 &&
      storeProducts.json().data.some((p: { id: number }) => p.id === s.product.id),
    page: page.statusCode,
  }
}

/** What shoppers see of a product on sale, and of one taken away. */
const seen = { inListing: true, categoryCount: 1, inSearch: true, inStore: true, page: 200 }
const unseen = { inListing: false, categoryCount: 0, inSearch: false, inStore: false, page: 404 }

const reason = 'Counterfeit branded goods'

describe('hiding a product', () => {
  it('takes it out of listings, counts, search, its store and its page at once; unhide restores', async () => {
    const s = await shop()
    // Warm the kept answers first: hiding must move the catalogue version.
    expect(await seenByShoppers(s)).toEqual(seen)
    const hidden = await call(
      app,
      operator,
      'POST',
      `/api/v1/admin/products/${s.product.uuid}/hide`,
      {
        reason,
      },
    )
    expect(hidden.status, hidden.raw).toBe(200)
    expect(hidden.body.data).toMatchObject({ uuid: s.product.uuid, hidden: { reason } })
    expect(await seenByShoppers(s)).toEqual(unseen)

    // The seller sees it, with the reason, in their dashboard's stores, and by mail.
    const mine = (await get('/api/v1/stores/user', s.seller.auth)).json().data
    expect(mine[0].hiddenProducts).toEqual([
      { uuid: s.product.uuid, name: s.product.name, at: expect.any(String), reason },
    ])
    const outbox = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'hidden-by-pasar'))
    expect(JSON.stringify(outbox)).toContain(reason)
    expect(JSON.stringify(outbox)).toContain(`Hidden by Pasar: ${s.product.name}`)

    expect(
      (
        await call(app, operator, 'POST', `/api/v1/admin/products/${s.product.uuid}/hide`, {
          reason,
        })
      ).status,
    ).toBe(409)
    const shown = await call(
      app,
      operator,
      'POST',
      `/api/v1/admin/products/${s.product.uuid}/unhide`,
    )
    expect(shown.status, shown.raw).toBe(200)
    expect(shown.body.data.hidden).toBeNull()
    expect(await seenByShoppers(s)).toEqual(seen)
    expect(
      (await call(app, operator, 'POST', `/api/v1/admin/products/${s.product.uuid}/unhide`)).status,
    ).toBe(409)
    const actions = (await auditOf(app, operator)).slice(0, 2)
    expect(actions.map((a) => a.action)).toEqual(['PRODUCT_UNHIDDEN', 'PRODUCT_HIDDEN'])
    expect(actions[1]).toMatchObject({ target: { kind: 'product', id: s.product.uuid }, reason })
  })

  it('flags it in carts and refuses its checkout (409) until shown again', async () => {
    const s = await shop()
    const buyer = await createUser(app)
    const added = await cartRequest(app, buyer, 'POST', { productId: s.product.id, quantity: 1 })
    expect(added.statusCode, added.body).toBe(201)
    await call(app, operator, 'POST', `/api/v1/admin/products/${s.product.uuid}/hide`, { reason })
    const cart = (await get('/api/v1/carts', buyer.auth)).json().data.cartItems
    expect(cart).toEqual([
      expect.objectContaining({ productId: s.product.id, problem: 'UNAVAILABLE' }),
    ])
    const refused = await checkout(app, buyer)
    expect(refused.statusCode, refused.body).toBe(409)
    // Adding it anew is refused too.
    const other = await createUser(app)
    const add = await cartRequest(app, other, 'POST', { productId: s.product.id, quantity: 1 })
    expect(add.statusCode).not.toBe(201)

    await call(app, operator, 'POST', `/api/v1/admin/products/${s.product.uuid}/unhide`)
    const again = (await get('/api/v1/carts', buyer.auth)).json().data.cartItems
    expect(again[0].problem).toBeNull()
    expect((await checkout(app, buyer)).statusCode).toBe(201)
  })

  it('answers 404 for an unknown or malformed uuid and 400 without a reason', async () => {
    const s = await shop()
    expect(
      (await call(app, operator, 'POST', '/api/v1/admin/products/not-a-uuid/hide', { reason }))
        .status,
    ).toBe(404)
    expect(
      (
        await call(app, operator, 'POST', `/api/v1/admin/products/${crypto.randomUUID()}/hide`, {
          reason,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(app, operator, 'POST', `/api/v1/admin/products/${s.product.uuid}/hide`, {}))
        .status,
    ).toBe(400)
  })
})

describe('hiding a store', () => {
  it('takes its page and every product of it away; the owner still sees it; unhide restores', async () => {
    const s = await shop()
    expect((await get(`/api/v1/stores/${s.store.slug}`)).statusCode).toBe(200)
    const hidden = await call(app, operator, 'POST', `/api/v1/admin/stores/${s.store.slug}/hide`, {
      reason,
    })
    expect(hidden.status, hidden.raw).toBe(200)
    expect(hidden.body.data).toMatchObject({ slug: s.store.slug, hidden: { reason }, products: 1 })
    expect((await get(`/api/v1/stores/${s.store.slug}`)).statusCode).toBe(404)
    expect(await seenByShoppers(s)).toMatchObject(unseen)
    const mine = (await get('/api/v1/stores/user', s.seller.auth)).json().data
    expect(mine[0]).toMatchObject({ slug: s.store.slug, hidden: { reason } })

    const listed = await call(app, operator, 'GET', `/api/v1/admin/stores?q=${s.store.slug}`)
    expect(listed.body.data[0]).toMatchObject({
      slug: s.store.slug,
      owner: { id: s.seller.id, email: s.seller.email },
    })
    expect(
      (await call(app, operator, 'POST', `/api/v1/admin/stores/${s.store.slug}/unhide`)).status,
    ).toBe(200)
    expect(await seenByShoppers(s)).toMatchObject({ inListing: true, categoryCount: 1, page: 200 })
    expect(
      (await call(app, operator, 'POST', '/api/v1/admin/stores/no-such-store/hide', { reason }))
        .status,
    ).toBe(404)
  })
})

describe('the products list', () => {
  it('searches by name and shows what is hidden', async () => {
    const s = await shop()
    await call(app, operator, 'POST', `/api/v1/admin/products/${s.product.uuid}/hide`, { reason })
    const found = await call(app, operator, 'GET', `/api/v1/admin/products?q=${s.word}`)
    expect(found.status).toBe(200)
    expect(found.body.data).toEqual([
      expect.objectContaining({ uuid: s.product.uuid, hidden: { at: expect.any(String), reason } }),
    ])
  })
})

describe('categories', () => {
  it('adds at the end, renames, changes the icon; the public list follows in order with icons', async () => {
    const name = `Garden ${Date.now().toString(36)}`
    const added = await call(app, operator, 'POST', '/api/v1/admin/categories', {
      name,
      nameId: `Kebun ${name}`,
      icon: 'flower',
    })
    expect(added.status, added.raw).toBe(201)
    const created = added.body.data
    expect(created).toMatchObject({ name, icon: 'flower', products: 0 })
    const publicList = (await get('/api/v1/products/categories')).json().data
    expect(publicList.at(-1)).toEqual({ name, slug: created.slug, icon: 'flower' })

    const dup = await call(app, operator, 'POST', '/api/v1/admin/categories', {
      name: name.toUpperCase(),
      nameId: 'Taman',
      icon: 'tag',
    })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe('A category with this name already exists.')
    expect(
      (
        await call(app, operator, 'POST', '/api/v1/admin/categories', {
          name: 'Toys',
          nameId: 'Mainan',
          icon: 'rocket',
        })
      ).status,
    ).toBe(400)

    const renamed = await call(app, operator, 'PATCH', `/api/v1/admin/categories/${created.id}`, {
      name: `${name} & Plants`,
      icon: 'sparkles',
    })
    expect(renamed.status, renamed.raw).toBe(200)
    expect(renamed.body.data).toMatchObject({
      name: `${name} & Plants`,
      slug: created.slug,
      icon: 'sparkles',
    })
    expect((await get('/api/v1/products/categories')).json().data.at(-1)).toEqual({
      name: `${name} & Plants`,
      slug: created.slug,
      icon: 'sparkles',
    })
    expect(
      (await call(app, operator, 'PATCH', `/api/v1/admin/categories/${created.id}`, {})).status,
    ).toBe(400)
    expect(
      (await call(app, operator, 'PATCH', '/api/v1/admin/categories/2147483647', { name: 'Nope' }))
        .status,
    ).toBe(404)
    const actions = (await auditOf(app, operator)).slice(0, 2)
    expect(actions.map((a) => a.action)).toEqual(['CATEGORY_UPDATED', 'CATEGORY_CREATED'])
    expect(actions[0]?.details).toMatchObject({ from: name, to: `${name} & Plants` })
  })

  it('reorders only with every id exactly once', async () => {
    await createCategory(app, `Order ${Date.now().toString(36)}`)
    const list = (await call(app, operator, 'GET', '/api/v1/admin/categories')).body.data as {
      id: number
      name: string
    }[]
    const ids = list.map((c) => c.id)
    const reversed = [...ids].reverse()
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 2147483647], []]) {
      const res = await call(app, operator, 'PUT', '/api/v1/admin/categories/order', { ids: bad })
      expect(res.status, JSON.stringify(bad)).toBe(400)
    }
    const res = await call(app, operator, 'PUT', '/api/v1/admin/categories/order', {
      ids: reversed,
    })
    expect(res.status, res.raw).toBe(200)
    expect(res.body.data.map((c: { id: number }) => c.id)).toEqual(reversed)
    const publicNames = (await get('/api/v1/products/categories'))
      .json()
      .data.map((c: { name: string }) => c.name)
    expect(publicNames).toEqual([...list].reverse().map((c) => c.name))
    expect((await auditOf(app, operator))[0]?.action).toBe('CATEGORIES_REORDERED')
  })
})
