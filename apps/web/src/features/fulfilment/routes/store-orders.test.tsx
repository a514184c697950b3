import type { SellerStoreOrder, SellerStoreOrderPage, Store } from '@pasar/shared'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast.ts'
import { buildShippingAddress, buildStoreOrder } from '@/testing/orders.ts'
import { renderRoutes } from '@/testing/render.tsx'
import { Component as StoreOrders } from './store-orders.tsx'

const store: Store = {
  id: 3,
  name: 'Toko Batik Sari',
  slug: 'toko-batik-sari',
  description: '',
  address: null,
}

const toShip: SellerStoreOrder = {
  ...buildStoreOrder({
    id: 31,
    orderId: 12,
    shipBy: new Date(Date.now() + 5 * 3_600_000).toISOString(),
  }),
  buyer: { name: 'Dewi Lestari' },
  address: buildShippingAddress(),
}

const counts = {
  AWAITING_PAYMENT: 4,
  TO_SHIP: 1,
  SHIPPED: 2,
  DELIVERED: 3,
  COMPLETED: 0,
  CANCELED: 5,
}

function page(data: SellerStoreOrder[]): SellerStoreOrderPage {
  return {
    data,
    pagination: {
      currentPage: 1,
      hasNextPage: false,
      totalPages: data.length ? 1 : 0,
      totalItems: data.length,
    },
    counts,
  }
}

/** Answers GET pages by `status` and POSTs from `posts`; records every call with its query. */
function stubServer(
  pages: Record<string, SellerStoreOrderPage>,
  posts: Record<string, Response> = {},
) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost')
    calls.push(`${init.method} ${url.pathname}${url.search}`)
    const post = posts[`${init.method} ${url.pathname}`]
    if (post) {
      // The order moved on: the next pages no longer list it.
      const moved = Number(/\/orders\/(\d+)\//.exec(url.pathname)?.[1])
      if (post.ok) {
        for (const [status, listed] of Object.entries(pages)) {
          pages[status] = page(listed.data.filter((order) => order.id !== moved))
        }
      }
      return post.clone()
    }
    const body = pages[url.searchParams.get('status') ?? '']
    return new Response(JSON.stringify(body ?? page([])), {
      headers: { 'content-type': 'application/json' },
    })
  })
  return calls
}

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '/dashboard/stores/:slug',
        element: <Outlet context={store} />,
        children: [{ path: 'orders', element: <StoreOrders /> }],
      },
    ],
    path,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * Order #12 (store order 31) waits to be shipped; the seller ships it from the inbox with a
 * tracking number, and the server answers `answer`. Returns the calls made.
 */
async function shipOrder12(answer: Response) {
  const calls = stubServer(
    { TO_SHIP: page([toShip]) },
    { 'POST /api/v1/stores/toko-batik-sari/orders/31/ship': answer },
  )
  renderAt('/dashboard/stores/toko-batik-sari/orders')
  await userEvent.click(await screen.findByRole('button', { name: 'Ship order #12' }))
  await userEvent.type(await screen.findByLabelText('Tracking number'), 'jne0123456789')
  await userEvent.click(screen.getByRole('button', { name: 'Ship order' }))
  return calls
}

describe('the order inbox', () => {
  it('opens on To ship with the counts of every tab; Shipped counts the delivered too', async () => {
    const calls = stubServer({ TO_SHIP: page([toShip]) })
    renderAt('/dashboard/stores/toko-batik-sari/orders')
    const card = await screen.findByTestId('store-order-31')
    const tabs = screen.getByRole('navigation', { name: 'Order status' })
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['To ship1', 'Shipped5', 'Completed0', 'Canceled5'])
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('To ship1')
    expect(calls[0]).toBe(
      'GET /api/v1/stores/toko-batik-sari/orders?status=TO_SHIP&page=1&limit=10',
    )
    expect(within(card).getByText('Dewi Lestari', { selector: 'address *' })).toBeDefined()
    expect(within(card).getByText('Kota Bandung', { exact: false })).toBeDefined()
    expect(within(card).getByText(/Placed 23 Nov 2026/)).toBeDefined()
    expect(within(card).getByTestId('ship-by').className).toContain('text-destructive')
  })

  it("shows each tab's own empty state, and Delivered inside Shipped", async () => {
    stubServer({})
    const router = renderAt('/dashboard/stores/toko-batik-sari/orders?status=completed')
    expect(await screen.findByRole('heading', { name: 'No completed orders yet' })).toBeDefined()
    await userEvent.click(screen.getByRole('link', { name: /^Shipped/ }))
    expect(await screen.findByRole('heading', { name: 'Nothing on the way' })).toBeDefined()
    await userEvent.click(screen.getByRole('link', { name: /^Delivered/ }))
    expect(await screen.findByRole('heading', { name: 'No delivered orders' })).toBeDefined()
    expect(router.state.location.search).toBe('?status=delivered')
    expect(
      within(screen.getByRole('navigation', { name: 'Order status' })).getByRole('link', {
        current: 'page',
      }).textContent,
    ).toBe('Shipped5')
  })

  it('a 409 on Ship shows its message, closes the dialog and asks for the list again', async () => {
    const conflict = new Response(JSON.stringify({ message: 'This order was already canceled.' }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    })
    const toastError = vi.spyOn(toast, 'error')
    const calls = await shipOrder12(conflict)
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('This order was already canceled.'),
    )
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((call) => call.startsWith('GET'))).toHaveLength(2)
    expect(calls).toContain('POST /api/v1/stores/toko-batik-sari/orders/31/ship')
  })

  it('says the order is shipped even though the refreshed list no longer shows it', async () => {
    const shipped = new Response(JSON.stringify({ data: { ...toShip, status: 'SHIPPED' } }), {
      headers: { 'content-type': 'application/json' },
    })
    const toastSuccess = vi.spyOn(toast, 'success')
    await shipOrder12(shipped)
    expect(await screen.findByRole('heading', { name: 'No orders to ship' })).toBeDefined()
    expect(toastSuccess).toHaveBeenCalledWith('Order #12 is shipped.')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('gives focus to the next order when the one shipped leaves the list, and to the title after the last', async () => {
    const next: SellerStoreOrder = { ...toShip, id: 32, orderId: 13 }
    const shipped = (order: SellerStoreOrder) =>
      new Response(JSON.stringify({ data: { ...order, status: 'SHIPPED' } }), {
        headers: { 'content-type': 'application/json' },
      })
    stubServer(
      { TO_SHIP: page([toShip, next]) },
      {
        'POST /api/v1/stores/toko-batik-sari/orders/31/ship': shipped(toShip),
        'POST /api/v1/stores/toko-batik-sari/orders/32/ship': shipped(next),
      },
    )
    renderAt('/dashboard/stores/toko-batik-sari/orders')
    for (const [orderId, focused] of [
      [12, () => screen.getByRole('listitem', { name: 'Order #13' })],
      [13, () => screen.getByRole('heading', { name: 'Orders', level: 2 })],
    ] as const) {
      await userEvent.click(await screen.findByRole('button', { name: `Ship order #${orderId}` }))
      await userEvent.type(await screen.findByLabelText('Tracking number'), 'jne0123456789')
      await userEvent.click(screen.getByRole('button', { name: 'Ship order' }))
      await vi.waitFor(() =>
        expect(screen.queryByRole('button', { name: `Ship order #${orderId}` })).toBeNull(),
      )
      await vi.waitFor(() => expect(document.activeElement).toBe(focused()))
    }
  })
})
