import { formatIDR, type CartItem } from '@pasar/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session.ts'
import { cartSelection } from '../hooks/cart-selection.ts'
import { Component as Cart } from './cart.tsx'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const line = (productId: number, price: number, overrides: Partial<CartItem> = {}): CartItem => ({
  id: productId,
  productId,
  storeId: 10,
  name: `Product ${productId}`,
  price,
  quantity: 1,
  stock: 10,
  images: [],
  uuid: `uuid-${productId}`,
  problem: null,
  ...overrides,
})
const LINES = [
  line(1, 50_000, { quantity: 2 }),
  line(2, 7_000),
  line(3, 9_000, { stock: 0, problem: 'SOLD_OUT' }),
]

function renderCart() {
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { data: { cartItems: LINES } },
      { headers: { 'content-type': 'application/json' } },
    ),
  )
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <Cart /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/cart'] },
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name })
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`Select ${name}`) })
const selectedCount = () => screen.getByText('Selected items').nextElementSibling?.textContent
const total = () => screen.getByRole('status').textContent

beforeEach(() => {
  session.signIn('t', {
    id: 1,
    email: 'd@example.com',
    username: 'd',
    name: 'D',
    picture: null,
    isOperator: false,
    language: null,
  })
})
afterEach(() => {
  session.clear()
  cartSelection.set([])
  vi.unstubAllGlobals()
})

describe('the cart', () => {
  it('selects every line that can be bought with Select all, and the summary follows', async () => {
    renderCart()
    await screen.findByRole('checkbox', { name: 'Select Product 1' })
    expect(checkbox('Select all').getAttribute('aria-checked')).toBe('false')
    expect(checkbox('Select Product 3')).toHaveProperty('disabled', true)
    expect(selectedCount()).toBe('0')

    await userEvent.click(checkbox('Select all'))
    expect(checkbox('Select all').getAttribute('aria-checked')).toBe('true')
    expect(checkbox('Select Product 1').getAttribute('aria-checked')).toBe('true')
    expect(checkbox('Select Product 2').getAttribute('aria-checked')).toBe('true')
    expect(checkbox('Select Product 3').getAttribute('aria-checked')).toBe('false')
    expect(rowOf('Product 1').dataset.state).toBe('selected')
    expect(rowOf('Product 3').dataset.state).toBeUndefined()
    expect(selectedCount()).toBe('2')
    expect(total()).toBe(formatIDR(107_000))

    await userEvent.click(checkbox('Select Product 2'))
    expect(checkbox('Select all').getAttribute('aria-checked')).toBe('mixed')
    expect(rowOf('Product 2').dataset.state).toBeUndefined()
    expect(selectedCount()).toBe('1')
    expect(total()).toBe(formatIDR(100_000))

    // From mixed, Select all selects all again; once more, it clears them.
    await userEvent.click(checkbox('Select all'))
    expect(selectedCount()).toBe('2')
    await userEvent.click(checkbox('Select all'))
    expect(checkbox('Select all').getAttribute('aria-checked')).toBe('false')
    expect(selectedCount()).toBe('0')
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true)
  })

  it('keeps the selection of products not shown, and checks out the selected lines', async () => {
    cartSelection.set([2, 99])
    const router = renderCart()
    await screen.findByRole('checkbox', { name: 'Select Product 1' })
    expect(checkbox('Select Product 2').getAttribute('aria-checked')).toBe('true')
    expect(checkbox('Select all').getAttribute('aria-checked')).toBe('mixed')

    await userEvent.click(checkbox('Select Product 1'))
    // 99 is in the cart of another tab: it stays selected there.
    expect([...cartSelection.get()].sort((a, b) => a - b)).toEqual([1, 2, 99])
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }))
    await waitFor(() => expect(router.state.location.search).toBe('?items=1,2'))
  })
})
