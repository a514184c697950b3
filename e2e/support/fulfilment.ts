import type { Order, SellerStoreOrderPage, Store, StoreOrderStatus } from '@pasar/shared'
import { apiAs, login, type Account } from './accounts.ts'

/** The demo sellers of the demo seed (apps/api/src/seed/demo-accounts.ts). */
export const DEMO_SELLERS: Account[] = [
  {
    email: 'budi@pasar.test',
    username: 'budi_seller',
    name: 'Budi Santoso',
    password: 'pasar-demo',
  },
  {
    email: 'sari@pasar.test',
    username: 'sari_seller',
    name: 'Sari Wulandari',
    password: 'pasar-demo',
  },
  {
    email: 'agus@pasar.test',
    username: 'agus_seller',
    name: 'Agus Pratama',
    password: 'pasar-demo',
  },
]

/** The demo seed's stores (apps/api/src/seed/demo-stores). */
export const DEMO_STORE_SLUGS = ['gadget-nusantara', 'batik-busana-sari', 'kilau-bali']

export interface SellerInbox {
  account: Account
  token: string
  store: Store
  page: SellerStoreOrderPage
}

/**
 * The first demo store with at least `atLeast` store orders in `status`, and its owner: the
 * seed gives the demo sellers store orders in every state (docs/decisions/0900).
 */
export async function findInbox(status: StoreOrderStatus, atLeast: number): Promise<SellerInbox> {
  for (const account of DEMO_SELLERS) {
    const { accessToken: token } = await login(account)
    const { data: stores } = await apiAs<{ data: Store[] }>(token, 'GET', '/api/v1/stores/user')
    for (const store of stores) {
      const page = await apiAs<SellerStoreOrderPage>(
        token,
        'GET',
        `/api/v1/stores/${store.slug}/orders?status=${status}&limit=50`,
      )
      if (page.data.length >= atLeast) return { account, token, store, page }
    }
  }
  throw new Error(`no demo store has ${atLeast} store orders ${status}`)
}

/** The buyer's orders, each with its store orders. */
export async function ordersOf(token: string): Promise<Order[]> {
  const page = await apiAs<{ data: Order[] }>(token, 'GET', '/api/v1/orders?limit=50')
  return page.data
}
