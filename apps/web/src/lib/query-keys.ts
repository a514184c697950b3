/** Query keys, one factory per resource, so a mutation invalidates precisely. */
export const queryKeys = {
  categories: {
    all: ['categories'] as const,
    /** Named in the interface language (docs/decisions/1011). */
    list: (language: string) => ['categories', language] as const,
  },
  products: {
    all: ['products'] as const,
    list: (params: {
      category?: string
      q?: string
      sort?: string
      minPrice?: number
      maxPrice?: number
    }) => ['products', 'list', params] as const,
    detail: (uuid: string) => ['products', 'detail', uuid] as const,
    search: (query: string) => ['products', 'search', query] as const,
  },
  stores: {
    all: ['stores'] as const,
    mine: ['stores', 'mine'] as const,
    detail: (slug: string) => ['stores', 'detail', slug] as const,
    products: (slug: string) => ['stores', 'products', slug] as const,
    /** A store's order inbox: every page and tab of it under one prefix. */
    orders: (slug: string) => ['stores', 'orders', slug] as const,
    ordersList: (slug: string, params: { status: string; page: number }) =>
      ['stores', 'orders', slug, params] as const,
    order: (slug: string, storeOrderId: number) =>
      ['stores', 'orders', slug, 'one', storeOrderId] as const,
  },
  /** A store's money: balance, ledger pages, payouts and bank account under one prefix. */
  payouts: {
    all: (slug: string) => ['payouts', slug] as const,
    balance: (slug: string) => ['payouts', slug, 'balance'] as const,
    ledger: (slug: string, page: number) => ['payouts', slug, 'ledger', page] as const,
    list: (slug: string) => ['payouts', slug, 'list'] as const,
    bankAccount: (slug: string) => ['payouts', slug, 'bank-account'] as const,
  },
  cart: { all: ['cart'] as const },
  wishlist: { all: ['wishlist'] as const },
  addresses: { all: ['addresses'] as const },
  /** Indonesia's administrative areas: a level's areas inside a parent ('' for the provinces). */
  areas: {
    list: (level: 'provinces' | 'regencies' | 'districts' | 'villages', parent: string) =>
      ['areas', level, parent] as const,
  },
  shipping: {
    all: ['shipping'] as const,
    rates: (input: { addressId: number; cartItemIds: readonly number[] }) =>
      ['shipping', 'rates', input] as const,
  },
  /** Checkout's price of the selection with its vouchers, per order body (docs/decisions/1016-vouchers.md). */
  checkout: {
    all: ['checkout'] as const,
    quote: (body: string) => ['checkout', 'quote', body] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (params: { status: string; stage: string; page: number }) =>
      ['orders', 'list', params] as const,
    /** The dashboard's few most recent orders. */
    recent: ['orders', 'recent'] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
  },
  me: ['me'] as const,
  config: ['config'] as const,
}
