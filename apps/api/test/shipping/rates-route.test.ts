// POST /api/v1/shipping/rates: the cart's courier options per store, quoted by the local
// Biteship twin (docs/decisions/0840-shipping-rates.md).
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app.ts'
import { cartItems, products } from '../../src/db/schema/index.ts'
import { addAddress, bandung } from '../addresses/support.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createProduct, createStore, createUser, type TestUser } from '../helpers/builders.ts'
import { addToCart } from '../orders/shop.ts'
import { closedPortUrl, startTwinServer, TestClock } from './servers.ts'
import { soleVariantOf } from '../helpers/variants.ts'

const { app, config } = await setupTestApp()

const jakarta = { ...bandung, city: 'Jakarta Pusat', district: 'Gambir', postalCode: '10110' }
const yogyakarta = {
  ...bandung,
  city: 'Kota Yogyakarta',
  district: 'Gondokusuman',
  postalCode: '55221',
}

interface Option {
  courierCode: string
  serviceCode: string
  price: number
  etd: string
}
interface Group {
  storeId: number
  store: { name: string; slug: string }
  options: Option[]
}

async function addressOf(target: App, user: TestUser) {
  const res = await addAddress(target, user)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id as number
}

/** A seller's store shipping from `origin` (none: it cannot ship yet) with products of these weights. */
async function createShop(target: App, weights: number[], origin?: Record<string, unknown>) {
  const seller = await createUser(target)
  const store = await createStore(target, seller.id)
  if (origin) {
    const res = await target.inject({
      method: 'PUT',
      url: `/api/v1/stores/${store.slug}/address`,
      headers: seller.auth,
      payload: origin,
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  const items = []
  for (const weight of weights) items.push(await createProduct(target, store.id, { weight }))
  return { seller, store, products: items }
}

function rates(target: App, user: TestUser, payload: Record<string, unknown>) {
  return target.inject({
    method: 'POST',
    url: '/api/v1/shipping/rates',
    headers: user.auth,
    payload,
  })
}

async function cartOf(user: TestUser) {
  return (await app.inject({ url: '/api/v1/carts', headers: user.auth })).json()
}

const cheapest = (group: Group | undefined) => group?.options[0]?.price ?? 0

let buyer: TestUser
let addressId: number
let jakartaShop: Awaited<ReturnType<typeof createShop>>
let yogyaShop: Awaited<ReturnType<typeof createShop>>

beforeAll(async () => {
  buyer = await createUser(app)
  addressId = await addressOf(app, buyer)
  jakartaShop = await createShop(app, [900, 1500], jakarta)
  yogyaShop = await createShop(app, [300], yogyakarta)
  for (const product of [...jakartaShop.products, ...yogyaShop.products]) {
    await addToCart(app, buyer, product.id)
  }
})

const productIds = (shop: Awaited<ReturnType<typeof createShop>>) => shop.products.map((p) => p.id)
const only = (shop: Awaited<ReturnType<typeof createShop>>, index: number) => {
  const product = shop.products[index]
  if (!product) throw new Error(`no product ${index}`)
  return product
}

describe('POST /api/v1/shipping/rates', () => {
  it("answers one group per store with the twin's options, in whole rupiah, cheapest first", async () => {
    const res = await rates(app, buyer, { addressId })
    expect(res.statusCode, res.body).toBe(200)
    const groups: Group[] = res.json().data
    expect(groups.map((g) => g.storeId).sort()).toEqual(
      [jakartaShop.store.id, yogyaShop.store.id].sort(),
    )
    const fromJakarta = groups.find((g) => g.storeId === jakartaShop.store.id)
    expect(fromJakarta?.store).toEqual({
      name: jakartaShop.store.name,
      slug: jakartaShop.store.slug,
    })
    for (const group of groups) {
      const prices = group.options.map((o) => o.price)
      expect(prices.length).toBeGreaterThan(0)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      for (const price of prices) expect(Number.isInteger(price) && price > 0).toBe(true)
    }
    // Exactly what the provider quotes for Jakarta → Bandung with both of the store's products.
    const expected = await app.shipping.quoteRates({
      originPostalCode: jakarta.postalCode,
      destinationPostalCode: bandung.postalCode,
      couriers: config.shipping.couriers,
      items: jakartaShop.products.map((p) => ({
        name: p.name,
        value: p.price,
        weight: p.weight,
        quantity: 1,
      })),
    })
    expect(fromJakarta?.options).toEqual(expected)
  })

  it("quotes only the selection, and a store's heavier parcel is dearer", async () => {
    const light = await rates(app, buyer, { addressId, productIds: [only(jakartaShop, 0).id] })
    expect(light.statusCode, light.body).toBe(200)
    const lightGroups: Group[] = light.json().data
    expect(lightGroups.map((g) => g.storeId)).toEqual([jakartaShop.store.id])

    const heavy = await rates(app, buyer, { addressId, productIds: productIds(jakartaShop) })
    const heavyGroups: Group[] = heavy.json().data
    expect(heavyGroups.map((g) => g.storeId)).toEqual([jakartaShop.store.id])
    // 0.9 kg ships as 1 kg, 0.9 + 1.5 kg as 3 kg.
    expect(cheapest(heavyGroups[0])).toBeGreaterThan(cheapest(lightGroups[0]))
  })

  it("refuses someone else's address with a 404 and changes nothing", async () => {
    const other = await createUser(app)
    const theirs = await addressOf(app, other)
    const before = await cartOf(buyer)
    const res = await rates(app, buyer, { addressId: theirs })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Address not found')
    expect(await cartOf(buyer)).toEqual(before)
  })

  it('refuses a selected product that is not in the cart with a 409', async () => {
    const elsewhere = await createShop(app, [500], jakarta)
    const res = await rates(app, buyer, {
      addressId,
      productIds: [only(jakartaShop, 0).id, only(elsewhere, 0).id],
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/no longer in your cart/)
  })

  it('refuses an empty cart with a 409', async () => {
    const newcomer = await createUser(app)
    const theirAddress = await addressOf(app, newcomer)
    const res = await rates(app, newcomer, { addressId: theirAddress })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Your cart is empty.')
  })

  it('refuses a store without a shipping origin with a 409 naming it', async () => {
    const noOrigin = await createShop(app, [500])
    await addToCart(app, buyer, only(noOrigin, 0).id)
    const res = await rates(app, buyer, { addressId })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(`This store cannot ship yet: ${noOrigin.store.name}.`)
    // The rest of the cart is still quoted when the selection leaves that store out.
    const rest = await rates(app, buyer, { addressId, productIds: productIds(yogyaShop) })
    expect(rest.statusCode).toBe(200)
    await app.db.delete(cartItems).where(eq(cartItems.productId, only(noOrigin, 0).id))
  })

  it("refuses a line of the buyer's own store with a 409 naming the product", async () => {
    // A buyer who opened a store after putting its product in the cart.
    const own = await createStore(app, buyer.id)
    const mine = await createProduct(app, own.id, { weight: 700 })
    await app.db.insert(cartItems).values({
      userId: buyer.id,
      productId: mine.id,
      variantId: await soleVariantOf(app.db, mine.id),
      quantity: 1,
    })
    const res = await rates(app, buyer, { addressId })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      `You cannot buy from your own store. Remove '${mine.name}' from your selection.`,
    )
    await app.db.delete(cartItems).where(eq(cartItems.productId, mine.id))
  })

  it('refuses a sold-out line with a 409 naming the product', async () => {
    const product = only(yogyaShop, 0)
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id))
    const res = await rates(app, buyer, { addressId })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(`'${product.name}' is sold out.`)
    await app.db.update(products).set({ stock: 10 }).where(eq(products.id, product.id))
  })

  it('refuses a product selected twice, or an empty selection, with a 400', async () => {
    const id = only(jakartaShop, 0).id
    for (const selection of [[id, id], []]) {
      const res = await rates(app, buyer, { addressId, productIds: selection })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors?.[0]?.path).toBe('productIds')
    }
  })

  it('needs a signed-in user', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/shipping/rates',
      payload: { addressId },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('quoting the same cart again (docs/decisions/0969-quotes-kept.md)', () => {
  it('asks Biteship once for the same parcels within a minute, and again when the cart changes', async () => {
    const twin = await startTwinServer(app.db, 'the-twins-key', new TestClock())
    try {
      const context = await setupTestApp({
        SHIPPING_API_URL: twin.apiUrl,
        SHIPPING_API_KEY: 'the-twins-key',
      })
      const shopper = await createUser(context.app)
      const address = await addressOf(context.app, shopper)
      const shop = await createShop(context.app, [1000, 2000], jakarta)
      await addToCart(context.app, shopper, only(shop, 0).id)
      const first = await rates(context.app, shopper, { addressId: address })
      const again = await rates(context.app, shopper, { addressId: address })
      expect(again.statusCode, again.body).toBe(200)
      expect(again.json()).toEqual(first.json())
      expect(twin.quotes()).toBe(1)
      await addToCart(context.app, shopper, only(shop, 1).id)
      const heavier = await rates(context.app, shopper, { addressId: address })
      expect(heavier.statusCode, heavier.body).toBe(200)
      expect(twin.quotes()).toBe(2)
    } finally {
      await twin.close()
    }
  })
})

describe('when the shipping provider fails', () => {
  /** An app that uses Biteship at `apiUrl` (with `apiKey`), a buyer with an address and a line. */
  async function shopAgainst(apiUrl: string, apiKey = 'biteship_test.key') {
    const context = await setupTestApp({ SHIPPING_API_URL: apiUrl, SHIPPING_API_KEY: apiKey })
    const shopper = await createUser(context.app)
    const address = await addressOf(context.app, shopper)
    const shop = await createShop(context.app, [1000], jakarta)
    await addToCart(context.app, shopper, only(shop, 0).id)
    return { ...context, shopper, address, shop }
  }

  it('answers 502 when it cannot be reached', async () => {
    const { app: down, shopper, address } = await shopAgainst(await closedPortUrl())
    const res = await rates(down, shopper, { addressId: address })
    expect(res.statusCode).toBe(502)
    expect(res.json().message).toBe('Shipping rates are unavailable right now. Please try again.')
  })

  it('answers 502 when it refuses our API key (refused-key.test.ts has the log)', async () => {
    const twin = await startTwinServer(app.db, 'the-twins-key', new TestClock())
    try {
      const { app: refused, shopper, address } = await shopAgainst(twin.apiUrl, 'a-wrong-key')
      const res = await rates(refused, shopper, { addressId: address })
      expect(res.statusCode).toBe(502)
      expect(res.json().message).toBe('Shipping rates are unavailable right now. Please try again.')
    } finally {
      await twin.close()
    }
  })
})
