import {
  formatIDR,
  VOUCHER_MESSAGES,
  type CartItem,
  type CheckoutQuote,
  type CreateOrderInput,
  type PublicVoucher,
} from '@pasar/shared'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildCartItem } from '@/testing/cart.ts'
import { changeLanguage } from '@/i18n/change-language.ts'
import { expectAccessible } from '@/testing/axe.ts'
import { buildShippingAddress } from '@/testing/orders.ts'
import { renderRoutes } from '@/testing/render.tsx'
import { signInShopperForEachTest } from '@/testing/session.ts'
import { Component as Checkout } from './checkout.tsx'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const line = (productId: number, storeId: number, price: number, quantity: number): CartItem =>
  buildCartItem(productId, { storeId, price, quantity })
const option = (courierName: string, serviceName: string, price: number) => ({
  courierCode: courierName.toLowerCase(),
  courierName,
  serviceCode: serviceName.toLowerCase(),
  serviceName,
  price,
  etd: '2-3 days',
})
const RATES = {
  data: [
    {
      storeId: 10,
      store: { name: 'Toko Satu', slug: 'toko-satu' },
      options: [option('JNE', 'YES', 30_000), option('JNE', 'REG', 18_000)],
    },
    {
      storeId: 20,
      store: { name: 'Toko Dua', slug: 'toko-dua' },
      options: [option('JNT', 'EZ', 9_000)],
    },
  ],
}
const ADDRESS = { id: 5, label: 'Rumah', ...buildShippingAddress(), isDefault: true }

type Answer = { status?: number; body: unknown }
type Route = Answer | Answer[] | ((body: unknown) => Answer)
/**
 * The server: answers by "METHOD path", in turn when a list is given, or from the request's body
 * when a function is; records request bodies.
 */
function stubServer(routes: Record<string, Route>) {
  const calls: { call: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = `${init.method} ${new URL(url, 'http://x').pathname}`
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ call, body })
    const route = routes[call]
    const answer =
      typeof route === 'function'
        ? route(body)
        : Array.isArray(route)
          ? route.length > 1
            ? route.shift()
            : route[0]
          : route
    if (!answer) throw new Error(`unexpected ${call}`)
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  return calls
}

function renderCheckout(search = '?items=1,2') {
  return renderRoutes(
    [
      { path: '/checkout', element: <Checkout /> },
      { path: '*', element: null },
    ],
    `/checkout${search}`,
  )
}

type QuoteBody = CreateOrderInput & { cartItemIds: number[] }
const voucher = (id: number, code: string, rest: Partial<PublicVoucher>): PublicVoucher => ({
  id,
  code,
  kind: 'FIXED',
  value: 5_000,
  maxDiscount: null,
  minSpend: 0,
  quota: 100,
  perBuyer: 1,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  active: true,
  ...rest,
})
const HEMAT10 = voucher(1, 'HEMAT10', { kind: 'PERCENT', value: 10, maxDiscount: 15_000 })
const POTONG5K = voucher(2, 'POTONG5K', {})
const BESAR = voucher(3, 'BESAR', { value: 50_000, minSpend: 500_000 })
/** Codes that ran out (the order's 409 tells of it). */
const ranOut = new Set<string>()

/**
 * The quote as ADR 1016 computes it, for the cart above: Toko Satu's vouchers (HEMAT10 takes
 * 10 000 off its 100 000, POTONG5K 5 000, BESAR needs Rp 500.000), and the Pasar code ONGKIR,
 * free shipping up to 20 000 shared by each store's shipping.
 */
function fakeQuote(body: QuoteBody): CheckoutQuote {
  const codes = body.vouchers ?? []
  const price = (storeId: number) => {
    const choice = body.shipping.find((pick) => pick.storeId === storeId)
    const rate = RATES.data.find((store) => store.storeId === storeId)
    return (
      rate?.options.find(
        (o) => o.courierCode === choice?.courierCode && o.serviceCode === choice.serviceCode,
      )?.price ?? 0
    )
  }
  const results = codes.map((code) =>
    ranOut.has(code)
      ? { code, applied: false, message: VOUCHER_MESSAGES.runOut }
      : ['HEMAT10', 'POTONG5K', 'ONGKIR'].includes(code)
        ? { code, applied: true }
        : { code, applied: false, message: VOUCHER_MESSAGES.unknown },
  )
  const applied = (code: string) => results.some((r) => r.code === code && r.applied)
  const storeVoucher = applied('HEMAT10') ? HEMAT10 : applied('POTONG5K') ? POTONG5K : null
  const storeDiscount = storeVoucher === HEMAT10 ? 10_000 : storeVoucher ? 5_000 : 0
  const shipping = [price(10), price(20)] as const
  const free = applied('ONGKIR') ? Math.min(20_000, shipping[0] + shipping[1]) : 0
  const freeSatu = Math.floor((free * shipping[0]) / (shipping[0] + shipping[1]))
  const stores = [
    {
      storeId: 10,
      itemsTotal: 100_000,
      shippingTotal: shipping[0],
      discount: { store: storeDiscount, platform: freeSatu },
      voucher: storeVoucher,
      offers: [
        { voucher: HEMAT10, discount: 10_000, message: null },
        { voucher: POTONG5K, discount: 5_000, message: null },
        { voucher: BESAR, discount: 0, message: VOUCHER_MESSAGES.minSpend(500_000) },
      ],
    },
    {
      storeId: 20,
      itemsTotal: 7_000,
      shippingTotal: shipping[1],
      discount: { store: 0, platform: free - freeSatu },
      voucher: null,
      offers: [],
    },
  ].filter((store) => body.cartItemIds.includes(store.storeId === 10 ? 1 : 2))
  const itemsTotal = stores.reduce((sum, store) => sum + store.itemsTotal, 0)
  const shippingTotal = stores.reduce((sum, store) => sum + store.shippingTotal, 0)
  const discountTotal = stores.reduce(
    (sum, store) => sum + store.discount.store + store.discount.platform,
    0,
  )
  return {
    itemsTotal,
    shippingTotal,
    discountTotal,
    totalPrice: itemsTotal + shippingTotal - discountTotal,
    stores,
    vouchers: results,
  }
}

const cart = {
  body: {
    data: { cartItems: [line(1, 10, 50_000, 2), line(3, 10, 1_000, 1), line(2, 20, 7_000, 1)] },
  },
}
/** The server as far as the quote: the cart above, one address, RATES and the price with vouchers. */
const QUOTED: Record<string, Route> = {
  'GET /api/v1/carts': cart,
  'GET /api/v1/addresses': { body: { data: [ADDRESS] } },
  'POST /api/v1/shipping/rates': { body: RATES },
  'POST /api/v1/checkout/quote': (body) => ({ body: { data: fakeQuote(body as QuoteBody) } }),
}
const payButton = () => screen.getByRole('button', { name: 'Pay now' })

signInShopperForEachTest(() => {
  sessionStorage.clear()
  delete window.snap
  ranOut.clear()
})

describe('the checkout page', () => {
  it('groups the selection by store, preselects the cheapest courier and adds the totals up', async () => {
    const calls = stubServer(QUOTED)
    renderCheckout()
    const satu = await screen.findByTestId('parcel-10')
    await within(satu).findByText('Toko Satu')
    expect(within(satu).getByText('Product 1')).toBeDefined()
    expect(within(satu).queryByText('Product 3')).toBeNull()
    expect(within(screen.getByTestId('parcel-20')).getByText('Product 2')).toBeDefined()
    expect(screen.getByTestId('checkout-address').textContent).toContain('Jl. Dipati Ukur No. 35')

    const shippingSatu = screen.getByRole<HTMLSelectElement>('combobox', {
      name: 'Shipping for Toko Satu',
    })
    const chosen = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent
    await waitFor(() =>
      expect(chosen(shippingSatu)).toBe(`JNE REG · ${formatIDR(18_000)} · 2-3 days`),
    )
    expect(
      chosen(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Shipping for Toko Dua' })),
    ).toBe(`JNT EZ · ${formatIDR(9_000)} · 2-3 days`)
    // Every option on one line in the list, as the quote lists them.
    expect([...shippingSatu.options].map((o) => o.textContent)).toEqual([
      `JNE YES · ${formatIDR(30_000)} · 2-3 days`,
      `JNE REG · ${formatIDR(18_000)} · 2-3 days`,
    ])
    // Items, not lines: two of Product 1 and one of Product 2.
    expect(screen.getByText('Items (3 items)')).toBeDefined()
    expect(screen.getByTestId('items-total').textContent).toBe(formatIDR(107_000))
    expect(screen.getByTestId('shipping-total').textContent).toBe(formatIDR(27_000))
    expect(screen.getByTestId('order-total').textContent).toBe(formatIDR(134_000))
    expect(calls.find((c) => c.call === 'POST /api/v1/shipping/rates')?.body).toEqual({
      addressId: 5,
      cartItemIds: [1, 2],
    })
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false))
  })

  it('checks out only the line ?lines= names: one variant bought now', async () => {
    const calls = stubServer(QUOTED)
    renderCheckout('?items=1,2&lines=2')
    const dua = await screen.findByTestId('parcel-20')
    expect(within(dua).getByText('Product 2')).toBeDefined()
    expect(screen.queryByTestId('parcel-10')).toBeNull()
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'POST /api/v1/shipping/rates')?.body).toEqual({
        addressId: 5,
        cartItemIds: [2],
      }),
    )
  })

  it('places the order with the address and each store’s courier, then opens the payment popup', async () => {
    // The cart's selection, as another tab would leave it.
    localStorage.setItem('pasar:cart-lines', '[1,2,3]')
    window.dispatchEvent(new StorageEvent('storage', { key: 'pasar:cart-lines' }))
    const tokens: string[] = []
    window.snap = {
      pay(token, callbacks) {
        tokens.push(token)
        callbacks.onClose?.()
      },
    }
    const order = { id: 42, status: 'PENDING', token: 'tok-42', totalPrice: 134_000 }
    const calls = stubServer({
      ...QUOTED,
      'POST /api/v1/orders': {
        status: 201,
        body: { token: 'tok-42', redirectUrl: '', data: order },
      },
      'PATCH /api/v1/orders/42': { body: { data: order } },
      'GET /api/v1/orders': { body: { data: [] } },
    })
    const router = renderCheckout()
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false))
    await userEvent.click(payButton())

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'))
    expect(calls.find((c) => c.call === 'POST /api/v1/orders')?.body).toEqual({
      addressId: 5,
      shipping: [
        { storeId: 10, courierCode: 'jne', serviceCode: 'reg' },
        { storeId: 20, courierCode: 'jnt', serviceCode: 'ez' },
      ],
      cartItemIds: [1, 2],
    })
    expect(tokens).toEqual(['tok-42'])
    expect(JSON.parse(localStorage.getItem('pasar:cart-lines') ?? '[]')).toEqual([3])
  })

  it('says why shipping cannot be quoted, keeps Pay disabled, and quotes again on Try again', async () => {
    stubServer({
      'GET /api/v1/carts': cart,
      'GET /api/v1/addresses': { body: { data: [ADDRESS] } },
      'GET /api/v1/products/uuid-1': { body: { data: { store: { name: 'Toko Satu' } } } },
      'GET /api/v1/products/uuid-2': { body: { data: { store: { name: 'Toko Dua' } } } },
      'POST /api/v1/checkout/quote': QUOTED['POST /api/v1/checkout/quote'] as Route,
      'POST /api/v1/shipping/rates': [
        { status: 409, body: { message: 'This store cannot ship yet: Toko Dua.' } },
        { body: RATES },
      ],
    })
    renderCheckout()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This store cannot ship yet: Toko Dua.')
    // The stores are still named, from their products.
    await within(screen.getByTestId('parcel-20')).findByText('Toko Dua')
    expect(payButton()).toHaveProperty('disabled', true)
    expect(screen.getByTestId('order-total').textContent).toBe('—')

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('order-total').textContent).toBe(formatIDR(134_000))
  })

  it('after a 409 from the order, quotes again and keeps everything on the page', async () => {
    const calls = stubServer({
      ...QUOTED,
      'POST /api/v1/orders': {
        status: 409,
        body: { message: 'JNE REG is no longer offered for Toko Satu.' },
      },
      'GET /api/v1/orders': { body: { data: [] } },
    })
    const router = renderCheckout()
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false))
    await userEvent.click(payButton())
    await waitFor(() =>
      expect(calls.filter((c) => c.call === 'POST /api/v1/shipping/rates')).toHaveLength(2),
    )
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false))
    expect(router.state.location.pathname).toBe('/checkout')
    expect(screen.getByTestId('checkout-address')).toBeDefined()
    expect(screen.getByTestId('order-total').textContent).toBe(formatIDR(134_000))
  })

  it('shows the way back to the cart when nothing selected can be bought', async () => {
    stubServer({
      'GET /api/v1/carts': { body: { data: { cartItems: [line(3, 10, 1_000, 1)] } } },
      'GET /api/v1/addresses': { body: { data: [ADDRESS] } },
    })
    renderCheckout()
    await screen.findByText('Nothing to check out')
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart')
  })

  it('keeps the chosen couriers across a reload, and drops one no longer offered', async () => {
    stubServer(QUOTED)
    const shipping = (store: string) =>
      screen.findByRole<HTMLSelectElement>('combobox', { name: `Shipping for ${store}` })
    const chosen = async (store: string) => (await shipping(store)).selectedOptions[0]?.value
    const first = renderCheckout()
    await waitFor(async () => expect(await chosen('Toko Satu')).toBe('jne:reg'))
    await userEvent.selectOptions(await shipping('Toko Satu'), 'jne:yes')
    expect(screen.getByTestId('shipping-total').textContent).toBe(formatIDR(39_000))

    // The page again, as a reload draws it: the pick is back.
    first.dispose()
    cleanup()
    renderCheckout()
    await waitFor(async () => expect(await chosen('Toko Satu')).toBe('jne:yes'))
    expect(screen.getByTestId('shipping-total').textContent).toBe(formatIDR(39_000))

    // A quote without JNE YES: the store has no pick of its own, the cheapest shows.
    cleanup()
    stubServer({
      ...QUOTED,
      'POST /api/v1/shipping/rates': {
        body: {
          data: [{ ...RATES.data[0], options: [option('JNE', 'REG', 18_000)] }, RATES.data[1]],
        },
      },
    })
    renderCheckout()
    await waitFor(async () => expect(await chosen('Toko Satu')).toBe('jne:reg'))
    expect(screen.getByTestId('shipping-total').textContent).toBe(formatIDR(27_000))
  })
})

describe('vouchers at checkout', () => {
  const quotes = (calls: { call: string; body: unknown }[]) =>
    calls
      .filter((c) => c.call === 'POST /api/v1/checkout/quote')
      .map((c) => (c.body as QuoteBody).vouchers)
  const total = () => screen.getByTestId('order-total').textContent

  it('points out the store’s best voucher, applies the one the buyer chooses, and the quote prices it', async () => {
    const calls = stubServer(QUOTED)
    renderCheckout()
    const satu = await screen.findByTestId('parcel-10')
    // Nothing chosen for the buyer: the best one is pointed out.
    expect((await within(satu).findByText(`Save ${formatIDR(10_000)} with HEMAT10`)).tagName).toBe(
      'P',
    )
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false))
    expect(quotes(calls)).toEqual([undefined])
    expect(calls.find((c) => c.call === 'POST /api/v1/checkout/quote')?.body).toEqual({
      addressId: 5,
      shipping: [
        { storeId: 10, courierCode: 'jne', serviceCode: 'reg' },
        { storeId: 20, courierCode: 'jnt', serviceCode: 'ez' },
      ],
      cartItemIds: [1, 2],
    })
    // Toko Dua has no vouchers: no picker.
    expect(within(screen.getByTestId('parcel-20')).queryByText('Store voucher')).toBeNull()

    await userEvent.click(within(satu).getByRole('button', { name: 'Use voucher from Toko Satu' }))
    const list = within(satu).getByRole('group', { name: 'Vouchers from Toko Satu' })
    const radios = within(list).getAllByRole<HTMLInputElement>('radio')
    expect(radios.map((radio) => [radio.value, radio.checked, radio.disabled])).toEqual([
      ['', true, false],
      ['HEMAT10', false, false],
      ['POTONG5K', false, false],
      ['BESAR', false, true],
    ])
    expect(within(list).getByText('Best')).toBeDefined()
    expect(within(list).getByText('Spend at least Rp 500.000 to use this voucher.')).toBeDefined()
    expect(within(list).getByText('10% off')).toBeDefined()
    expect(within(list).getByText(`up to ${formatIDR(15_000)}`)).toBeDefined()
    await expectAccessible()

    await userEvent.click(within(list).getByRole('radio', { name: /HEMAT10/ }))
    await waitFor(() =>
      expect(screen.getByTestId('store-discount').textContent).toBe(`−${formatIDR(10_000)}`),
    )
    expect(total()).toBe(formatIDR(124_000))
    expect(within(satu).getByText(`−${formatIDR(10_000)}`)).toBeDefined()
    expect(quotes(calls).at(-1)).toEqual(['HEMAT10'])

    // Removed: the quote without it.
    await userEvent.click(within(satu).getByRole('button', { name: 'Remove voucher HEMAT10' }))
    await waitFor(() => expect(total()).toBe(formatIDR(134_000)))
    expect(screen.queryByTestId('store-discount')).toBeNull()
  }, 20_000)

  it('applies a Pasar code, says why one is refused, and orders with the vouchers quoted', async () => {
    window.snap = { pay: (_token, callbacks) => callbacks.onClose?.() }
    const order = { id: 42, status: 'PENDING', token: 'tok-42', totalPrice: 104_000 }
    const calls = stubServer({
      ...QUOTED,
      'POST /api/v1/orders': {
        status: 201,
        body: { token: 'tok-42', redirectUrl: '', data: order },
      },
      'PATCH /api/v1/orders/42': { body: { data: order } },
      'GET /api/v1/orders': { body: { data: [] } },
    })
    const router = renderCheckout()
    const field = await screen.findByRole('textbox', { name: 'Pasar voucher code' })
    await userEvent.type(field, 'nope{Enter}')
    await screen.findByText('This voucher does not exist.')
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false))
    // The refused code is not kept: the page quotes without it.
    expect(quotes(calls).slice(-2)).toEqual([['NOPE'], undefined])
    expect(field.getAttribute('aria-invalid')).toBe('true')

    await userEvent.clear(field)
    await userEvent.type(field, ' ongkir ')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(screen.getByTestId('platform-discount').textContent).toBe(`−${formatIDR(20_000)}`),
    )
    expect(within(screen.getByTestId('platform-voucher')).getByText('ONGKIR')).toBeDefined()
    expect(screen.queryByText('This voucher does not exist.')).toBeNull()

    const satu = screen.getByTestId('parcel-10')
    await userEvent.click(within(satu).getByRole('button', { name: 'Use voucher from Toko Satu' }))
    await userEvent.click(within(satu).getByRole('radio', { name: /POTONG5K/ }))
    await waitFor(() => expect(total()).toBe(formatIDR(109_000)))
    expect(screen.getByTestId('items-total').textContent).toBe(formatIDR(107_000))
    expect(screen.getByTestId('shipping-total').textContent).toBe(formatIDR(27_000))
    expect(screen.getByTestId('store-discount').textContent).toBe(`−${formatIDR(5_000)}`)
    await expectAccessible()

    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false))
    await userEvent.click(payButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'))
    expect(calls.find((c) => c.call === 'POST /api/v1/orders')?.body).toEqual({
      addressId: 5,
      shipping: [
        { storeId: 10, courierCode: 'jne', serviceCode: 'reg' },
        { storeId: 20, courierCode: 'jnt', serviceCode: 'ez' },
      ],
      cartItemIds: [1, 2],
      vouchers: ['POTONG5K', 'ONGKIR'],
    })
  }, 20_000)

  it('after a 409 (the voucher ran out meanwhile), quotes again and says why the voucher went', async () => {
    const calls = stubServer({
      ...QUOTED,
      'POST /api/v1/orders': () => {
        ranOut.add('HEMAT10')
        return { status: 409, body: { message: VOUCHER_MESSAGES.runOut } }
      },
      'GET /api/v1/orders': { body: { data: [] } },
    })
    renderCheckout()
    const satu = await screen.findByTestId('parcel-10')
    await userEvent.click(
      await within(satu).findByRole('button', { name: 'Use voucher from Toko Satu' }),
    )
    await userEvent.click(within(satu).getByRole('radio', { name: /HEMAT10/ }))
    await waitFor(() => expect(total()).toBe(formatIDR(124_000)))
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false))
    await userEvent.click(payButton())

    await within(satu).findByText('HEMAT10 was not applied: This voucher has run out.')
    await waitFor(() => expect(total()).toBe(formatIDR(134_000)))
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false))
    expect(quotes(calls).slice(-2)).toEqual([['HEMAT10'], undefined])
    expect(within(satu).queryByRole('button', { name: 'Remove voucher HEMAT10' })).toBeNull()
  }, 20_000)

  it('reads Indonesian: Voucher toko, Pakai voucher, the refusals translated', async () => {
    await changeLanguage('id')
    try {
      stubServer(QUOTED)
      renderCheckout()
      const satu = await screen.findByTestId('parcel-10')
      await within(satu).findByText(`Hemat ${formatIDR(10_000)} pakai HEMAT10`)
      await userEvent.click(
        within(satu).getByRole('button', { name: 'Pakai voucher dari Toko Satu' }),
      )
      const list = within(satu).getByRole('group', { name: 'Voucher dari Toko Satu' })
      expect(within(list).getByText('Terbaik')).toBeDefined()
      expect(within(list).getByText('Diskon 10%')).toBeDefined()
      expect(
        within(list).getByText('Belanja minimal Rp 500.000 untuk memakai voucher ini.'),
      ).toBeDefined()
      await userEvent.click(within(list).getByRole('radio', { name: /HEMAT10/ }))
      await waitFor(() =>
        expect(screen.getByTestId('store-discount').previousSibling?.textContent).toBe(
          'Voucher toko',
        ),
      )
      const field = screen.getByRole('textbox', { name: 'Kode voucher Pasar' })
      await userEvent.type(field, 'nope')
      await userEvent.click(screen.getByRole('button', { name: 'Pakai' }))
      await screen.findByText('Voucher ini tidak ada.')
    } finally {
      await changeLanguage('en')
    }
  }, 20_000)
})
