import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../src/app.ts'
import { ledgerEntries, localIrisPayouts } from '../../src/db/schema/index.ts'
import { holderName } from '../../src/providers/payout/local/accounts.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { createShop, paidOrder, shipAndReceive, type Shop } from '../fulfilment/fixtures.ts'

/** A sale that completed: paid, shipped by the seller, received by the buyer, over HTTP. */
export async function completedSale(
  app: App,
  shop: Shop,
  quantity = 1,
  shippingPrice = 12_000,
  buyer?: TestUser,
) {
  const who = buyer ?? (await createUser(app))
  const order = await paidOrder(app, who, [{ shop, quantity, shippingPrice }])
  const storeOrderId = order.storeOrderIds[0] ?? 0
  await shipAndReceive(app, shop, who, order.orderId, storeOrderId)
  return { ...order, storeOrderId, buyer: who }
}

/** PUT the store's bank account as its seller; answered as it came. */
export function putBankAccount(
  app: App,
  shop: Shop,
  account: { bankCode: string; accountNumber: string; accountName: string },
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/stores/${shop.store.slug}/bank-account`,
    headers: shop.seller.auth,
    payload: account,
  })
}

/** Sets the store's bank account at the twin's bank, with the holder's name the bank knows. */
export async function setBankAccount(
  app: App,
  shop: Shop,
  accountNumber = '1234567890',
  bankCode = 'bca',
) {
  const res = await putBankAccount(app, shop, {
    bankCode,
    accountNumber,
    accountName: holderName(bankCode, accountNumber),
  })
  expect(res.statusCode).toBe(200)
  return res.json().data as { accountName: string }
}

export async function balanceOf(app: App, shop: Shop) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/stores/${shop.store.slug}/balance`,
    headers: shop.seller.auth,
  })
  expect(res.statusCode).toBe(200)
  return res.json().data as Balance
}

interface Balance {
  available: number
  pending: number
  processing: number
  paidOut: number
}

/** Expects the store's balance to be this; the parts not named are 0. */
export async function expectBalance(app: App, shop: Shop, expected: Partial<Balance>) {
  expect(await balanceOf(app, shop)).toEqual({
    available: 0,
    pending: 0,
    processing: 0,
    paidOut: 0,
    ...expected,
  })
}

export function withdraw(app: App, shop: Shop, amount: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/stores/${shop.store.slug}/payouts`,
    headers: shop.seller.auth,
    payload: { amount },
  })
}

export function entriesOf(app: App, storeId: number) {
  return app.db.select().from(ledgerEntries).where(eq(ledgerEntries.storeId, storeId))
}

export function twinPayouts(app: App) {
  return app.db.select().from(localIrisPayouts)
}

/** A shop with `sales` completed sales of Rp 100.000 + Rp 12.000 shipping each. */
export async function shopWithSales(app: App, sales = 1) {
  const shop = await createShop(app, 100_000, 50)
  for (let i = 0; i < sales; i += 1) await completedSale(app, shop)
  return shop
}

/** Rp 100.000 of items + Rp 12.000 shipping − 5 % of the items. */
export const SALE_PROCEEDS = 100_000 + 12_000 - 5_000
