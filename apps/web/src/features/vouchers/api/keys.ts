/** The vouchers' query keys, one factory, so a change asks again for precisely what it touched. */
export const voucherKeys = {
  all: ['vouchers'] as const,
  /** A store's vouchers as its owner sees them: every page under one prefix. */
  store: (slug: string) => ['vouchers', 'store', slug] as const,
  storePage: (slug: string, page: number) => ['vouchers', 'store', slug, page] as const,
  /** The store's vouchers shoppers can use now (store page, product page). */
  active: (slug: string) => ['vouchers', 'active', slug] as const,
  /** Pasar's own vouchers, as operators see them. */
  platform: ['vouchers', 'platform'] as const,
  platformPage: (page: number) => ['vouchers', 'platform', page] as const,
}
