import { formatIDR, type CartItem } from '@pasar/shared'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildCartItem } from '@/testing/cart.ts'
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
/** The server: answers by "METHOD path", in turn when a list is given; records request bodies. */
function stubServer(routes: Record<string, Answer | Answer[]>) {
  const calls: { call: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = `${init.method} ${new URL(url, 'http://x').pathname}`
    calls.push({ call, body: init.body ? JSON.parse(String(init.body)) : undefined })
    const route = routes[call]
    const answer = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route
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

const cart = {
  body: {
    data: { cartItems: [line(1, 10, 50_000, 2), line(3, 10, 1_000, 1), line(2, 20, 7_000, 1)] },
  },
}
/** The server as far as the quote: the cart above, one address and RATES for it. */
const QUOTED = {
  'GET /api/v1/carts': cart,
  'GET /api/v1/addresses': { body: { data: [ADDRESS] } },
  'POST /api/v1/shipping/rates': { body: RATES },
}
const payButton = () => screen.getByRole('button', { name: 'Pay now' })

signInShopperForEachTest(() => {
  sessionStorage.clear()
  delete window.snap
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
