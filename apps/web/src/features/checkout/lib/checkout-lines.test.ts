import { type CartItem, type CheckoutQuote, type ShippingOption } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { buildCartItem } from '@/testing/cart.ts'
import {
  checkoutTotals,
  chosenOption,
  optionKey,
  parcelsByStore,
  quotedTotals,
  shippingChoices,
} from './checkout-lines.ts'

function line(productId: number, storeId: number, price: number, quantity = 1): CartItem {
  return buildCartItem(productId, { storeId, price, quantity })
}

function option(courierCode: string, serviceCode: string, price: number): ShippingOption {
  return {
    courierCode,
    courierName: courierCode.toUpperCase(),
    serviceCode,
    serviceName: serviceCode.toUpperCase(),
    price,
    etd: '2-3 days',
  }
}

const rates = [
  {
    storeId: 20,
    store: { name: 'Toko Dua', slug: 'toko-dua' },
    options: [option('jne', 'yes', 30_000), option('jnt', 'ez', 9_000), option('pos', 'k', 9_000)],
  },
  {
    storeId: 10,
    store: { name: 'Toko Satu', slug: 'toko-satu' },
    options: [option('jne', 'reg', 18_000), option('sicepat', 'best', 25_000)],
  },
]

describe('parcelsByStore', () => {
  it('groups the lines by store in cart order, with each store’s quote', () => {
    const parcels = parcelsByStore(
      [line(1, 10, 5_000), line(2, 20, 7_000), line(3, 10, 1_000)],
      rates,
    )
    expect(parcels.map((p) => [p.storeId, p.store?.name, p.items.map((i) => i.productId)])).toEqual(
      [
        [10, 'Toko Satu', [1, 3]],
        [20, 'Toko Dua', [2]],
      ],
    )
    expect(parcels[1]?.options).toHaveLength(3)
  })

  it('has no names or options before a quote', () => {
    const [parcel] = parcelsByStore([line(1, 10, 5_000)], undefined)
    expect(parcel).toMatchObject({ storeId: 10, store: null, options: [] })
  })
})

describe('the courier choice', () => {
  const parcels = parcelsByStore([line(1, 10, 50_000, 2), line(2, 20, 7_000)], rates)

  it('preselects the cheapest option of each store (the first of equals)', () => {
    expect(parcels.map((p) => optionKey(chosenOption(p, new Map()) ?? option('', '', 0)))).toEqual([
      'jne:reg',
      'jnt:ez',
    ])
  })

  it("keeps the buyer's pick while it is offered and falls back to the cheapest when it is not", () => {
    const picks = new Map([
      [10, 'sicepat:best'],
      [20, 'gone:svc'],
    ])
    expect(parcels.map((p) => chosenOption(p, picks)?.courierCode)).toEqual(['sicepat', 'jnt'])
    expect(shippingChoices(parcels, picks)).toEqual([
      { storeId: 10, courierCode: 'sicepat', serviceCode: 'best' },
      { storeId: 20, courierCode: 'jnt', serviceCode: 'ez' },
    ])
  })

  it('adds items and the chosen shipping up to the total', () => {
    expect(checkoutTotals(parcels, new Map())).toEqual({
      itemsTotal: 107_000,
      shippingTotal: 27_000,
      storeDiscount: 0,
      platformDiscount: 0,
      freeShipping: false,
      total: 134_000,
    })
    expect(checkoutTotals(parcels, new Map([[20, 'jne:yes']]))).toEqual({
      itemsTotal: 107_000,
      shippingTotal: 48_000,
      storeDiscount: 0,
      platformDiscount: 0,
      freeShipping: false,
      total: 155_000,
    })
  })

  it('has no shipping total or choices while a store has no options', () => {
    const unquoted = parcelsByStore([line(1, 10, 5_000), line(9, 30, 1_000)], rates)
    expect(checkoutTotals(unquoted, new Map())).toEqual({
      itemsTotal: 6_000,
      shippingTotal: null,
      storeDiscount: 0,
      platformDiscount: 0,
      freeShipping: false,
      total: null,
    })
    expect(shippingChoices(unquoted, new Map())).toBeNull()
  })
})

describe('the quoted totals', () => {
  const quote = (appliesTo: 'ITEMS' | 'SHIPPING'): CheckoutQuote => ({
    itemsTotal: 200_000,
    shippingTotal: 18_000,
    discountTotal: 38_000,
    totalPrice: 180_000,
    stores: [
      {
        storeId: 1,
        itemsTotal: 200_000,
        shippingTotal: 18_000,
        discount: { store: 20_000, platform: 18_000 },
        voucher: null,
        offers: [],
      },
    ],
    vouchers: [{ code: 'GRATISONGKIR', applied: true, appliesTo }],
  })

  it("are the quote's, each voucher's discount off, a shipping voucher told as free shipping", () => {
    expect(quotedTotals(quote('SHIPPING'))).toEqual({
      itemsTotal: 200_000,
      shippingTotal: 18_000,
      storeDiscount: 20_000,
      platformDiscount: 18_000,
      freeShipping: true,
      total: 180_000,
    })
    expect(quotedTotals(quote('ITEMS')).freeShipping).toBe(false)
  })
})
