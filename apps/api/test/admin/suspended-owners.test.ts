import { describe, expect, it } from 'vitest'
import { login, newAccount, postLogin, register } from '../auth/helpers.ts'
import { setupTestApp } from '../helpers/app.ts'
import { call, inCatalogue, OPERATOR_ENV, operatorOf, storeSellingOne } from './support.ts'

// A suspended owner's stores and products leave the public pages until the suspension is lifted
// (docs/decisions/1006-suspended-owners-stores.md).

const { app } = await setupTestApp(OPERATOR_ENV)
const operator = await operatorOf(app)
const get = (url: string) => app.inject({ method: 'GET', url })

/** A seller (with a password) whose store sells one product named with one unusual word. */
async function shop() {
  const account = newAccount()
  const seller = await register(app, account)
  return { account, seller, ...(await storeSellingOne(app, seller.id, 'Tenun')) }
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '')

async function seenByShoppers(s: Awaited<ReturnType<typeof shop>>) {
  const found = await inCatalogue(app, s)
  const storeProducts = await get(`/api/v1/stores/${s.store.slug}/products`)
  const sitemap = locsOf((await get('/sitemap.xml')).body)
  return {
    ...found,
    storeProducts: storeProducts.statusCode,
    store: (await get(`/api/v1/stores/${s.store.slug}`)).statusCode,
    page: (await get(`/api/v1/products/${s.product.uuid}`)).statusCode,
    inSitemap: sitemap.some((loc) => loc.endsWith(`/product/${s.product.uuid}`)),
  }
}

const open = {
  inListing: true,
  categoryCount: 1,
  inSearch: true,
  storeProducts: 200,
  store: 200,
  page: 200,
  inSitemap: true,
}
const closed = {
  inListing: false,
  categoryCount: 0,
  inSearch: false,
  storeProducts: 404,
  store: 404,
  page: 404,
  inSitemap: false,
}

describe("a suspended owner's stores", () => {
  it('leave listings, counts, search, store and product pages and the sitemap; come back on unsuspend', async () => {
    const s = await shop()
    // Kept answers are warm first: the suspension must move the catalogue version.
    expect(await seenByShoppers(s)).toEqual(open)

    const reason = 'Selling counterfeit goods'
    const suspend = `/api/v1/admin/users/${s.seller.id}/suspend`
    expect((await call(app, operator, 'POST', suspend, { reason })).status).toBe(200)
    expect(await seenByShoppers(s)).toEqual(closed)

    // The sign-in says why, with the reason.
    const refused = await postLogin(app, s.account)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(
      `This account is suspended: ${reason}. Contact support at support@pasar.id.`,
    )

    // The operator's console says why the store is closed.
    const stores = await call(app, operator, 'GET', `/api/v1/admin/stores?q=${s.store.slug}`)
    expect(stores.status, stores.raw).toBe(200)
    expect(stores.body.data).toEqual([
      expect.objectContaining({ slug: s.store.slug, ownerSuspended: true, hidden: null }),
    ])

    const unsuspend = `/api/v1/admin/users/${s.seller.id}/unsuspend`
    expect((await call(app, operator, 'POST', unsuspend)).status).toBe(200)
    expect(await seenByShoppers(s)).toEqual(open)
    await login(app, s.account)
    const after = await call(app, operator, 'GET', `/api/v1/admin/stores?q=${s.store.slug}`)
    expect(after.body.data[0].ownerSuspended).toBe(false)
  })

  it('keeps a store an operator hid hidden after its owner is unsuspended', async () => {
    const s = await shop()
    const hide = `/api/v1/admin/stores/${s.store.slug}/hide`
    expect((await call(app, operator, 'POST', hide, { reason: 'Counterfeit goods' })).status).toBe(
      200,
    )
    const suspend = `/api/v1/admin/users/${s.seller.id}/suspend`
    expect((await call(app, operator, 'POST', suspend, { reason: 'Fraud reports' })).status).toBe(
      200,
    )
    const unsuspend = `/api/v1/admin/users/${s.seller.id}/unsuspend`
    expect((await call(app, operator, 'POST', unsuspend)).status).toBe(200)
    expect(await seenByShoppers(s)).toEqual(closed)
    const unhide = `/api/v1/admin/stores/${s.store.slug}/unhide`
    expect((await call(app, operator, 'POST', unhide)).status).toBe(200)
    expect(await seenByShoppers(s)).toEqual(open)
  })
})
