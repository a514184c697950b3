import { formatIDR, type CartItem } from '@pasar/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import { describe, expect, it, vi } from 'vitest'
import { buildCartItem } from '@/testing/cart.ts'
import { renderRoutes } from '@/testing/render.tsx'
import { signInShopperForEachTest } from '@/testing/session.ts'
import { cartSelection } from '../hooks/cart-selection.ts'
import { Component as Cart } from './cart.tsx'

// react-hot-toast's Toaster asks whether motion is reduced.
globalThis.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const line = (productId: number, price: number, overrides: Partial<CartItem> = {}): CartItem =>
  buildCartItem(productId, {
    store: { name: 'Toko Sepuluh', slug: 'toko-sepuluh' },
    price,
    ...overrides,
  })
const LINES = [
  line(1, 50_000, { quantity: 2 }),
  line(2, 7_000),
  line(3, 9_000, { stock: 0, problem: 'SOLD_OUT' }),
]

/** A cart server over `lines`: GET reads them, DELETE removes one, POST puts one back. */
function renderCart(start: CartItem[] = LINES) {
  let lines = [...start]
  const removed = new Map<number, CartItem>()
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, number>) : {}
    if (init?.method === 'DELETE') {
      const gone = lines.find((l) => l.id === body.cartItemId)
      if (gone) removed.set(gone.productId, gone)
      lines = lines.filter((l) => l.id !== body.cartItemId)
    }
    if (init?.method === 'POST') {
      const back = removed.get(body.productId ?? 0)
      if (back) lines.push({ ...back, quantity: body.quantity ?? 1 })
      // The line put back, as the server answers it.
      return Response.json({ data: lines[lines.length - 1] }, { status: 201 })
    }
    return Response.json(
      { data: { cartItems: lines } },
      { headers: { 'content-type': 'application/json' } },
    )
  })
  return renderRoutes(
    [
      { path: '/cart', element: <Cart /> },
      { path: '*', element: null },
    ],
    '/cart',
    <Toaster />,
  )
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name })
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`Select ${name}`) })
const selectedCount = () => screen.getByText('Selected items').nextElementSibling?.textContent
const total = () => document.querySelector('output')?.textContent

signInShopperForEachTest(() => cartSelection.set([]))

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
    // Items, not lines: two of Product 1 and one of Product 2.
    expect(selectedCount()).toBe('3')
    expect(total()).toBe(formatIDR(107_000))

    await userEvent.click(checkbox('Select Product 2'))
    expect(checkbox('Select all').getAttribute('aria-checked')).toBe('mixed')
    expect(rowOf('Product 2').dataset.state).toBeUndefined()
    expect(selectedCount()).toBe('2')
    expect(total()).toBe(formatIDR(100_000))

    // From mixed, Select all selects all again; once more, it clears them.
    await userEvent.click(checkbox('Select all'))
    expect(selectedCount()).toBe('3')
    await userEvent.click(checkbox('Select all'))
    expect(checkbox('Select all').getAttribute('aria-checked')).toBe('false')
    expect(selectedCount()).toBe('0')
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true)
  })

  it('keeps the selection of lines not shown, and checks out the selected lines', async () => {
    cartSelection.set([2, 99])
    const router = renderCart()
    await screen.findByRole('checkbox', { name: 'Select Product 1' })
    expect(checkbox('Select Product 2').getAttribute('aria-checked')).toBe('true')
    expect(checkbox('Select all').getAttribute('aria-checked')).toBe('mixed')

    await userEvent.click(checkbox('Select Product 1'))
    // 99 is in the cart of another tab: it stays selected there.
    expect([...cartSelection.get()].sort((a, b) => a - b)).toEqual([1, 2, 99])
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }))
    await waitFor(() => expect(router.state.location.search).toBe('?items=1,2&lines=1,2'))
  })

  it('groups the lines under their stores, each store with its own Select all', async () => {
    const other = { storeId: 20, store: { name: 'Toko Dua Puluh', slug: 'toko-dua-puluh' } }
    renderCart([line(1, 50_000), line(4, 5_000, other), line(2, 7_000), line(5, 3_000, other)])
    await screen.findByRole('checkbox', { name: 'Select Product 1' })

    const groups = screen.getAllByRole('rowgroup').slice(1)
    const [ten, twenty] = groups
    if (!ten || !twenty) throw new Error('two stores expected')
    expect(groups.map((group) => within(group).getAllByRole('link')[0]?.textContent)).toEqual([
      'Toko Sepuluh',
      'Toko Dua Puluh',
    ])
    expect(within(ten).getByRole('link', { name: 'Product 2' })).toBeTruthy()
    expect(within(twenty).getByRole('link', { name: 'Product 5' })).toBeTruthy()
    expect(within(twenty).getByRole('link', { name: 'Toko Dua Puluh' }).getAttribute('href')).toBe(
      '/stores/toko-dua-puluh',
    )

    await userEvent.click(checkbox('Select all from Toko Dua Puluh'))
    expect(checkbox('Select Product 4').getAttribute('aria-checked')).toBe('true')
    expect(checkbox('Select Product 5').getAttribute('aria-checked')).toBe('true')
    expect(checkbox('Select Product 1').getAttribute('aria-checked')).toBe('false')
    expect(checkbox('Select all').getAttribute('aria-checked')).toBe('mixed')
    expect(total()).toBe(formatIDR(8_000))

    await userEvent.click(checkbox('Select Product 1'))
    expect(checkbox('Select all from Toko Sepuluh').getAttribute('aria-checked')).toBe('mixed')
    await userEvent.click(checkbox('Select all from Toko Dua Puluh'))
    expect(checkbox('Select Product 4').getAttribute('aria-checked')).toBe('false')
    expect(total()).toBe(formatIDR(50_000))
  })

  it('offers Undo after a removal, which puts the line back with its quantity and selection', async () => {
    cartSelection.set([1])
    renderCart([line(1, 50_000, { quantity: 2 }), line(2, 7_000)])
    await screen.findByRole('checkbox', { name: 'Select Product 1' })
    expect(total()).toBe(formatIDR(100_000))

    await userEvent.click(screen.getByRole('button', { name: 'Remove Product 1' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Product 1' })).toBeNull())
    expect(total()).toBe(formatIDR(0))
    await screen.findByText('Item removed from the cart')

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }))
    await screen.findByRole('link', { name: 'Product 1' })
    await waitFor(() => expect(total()).toBe(formatIDR(100_000)))
    expect(checkbox('Select Product 1').getAttribute('aria-checked')).toBe('true')
    expect(selectedCount()).toBe('2')
    expect(screen.getByRole('group', { name: 'Quantity of Product 1' })).toBeTruthy()
  })

  it('says the cart is empty, with a way back to shopping, once the last line is removed', async () => {
    renderCart([line(2, 7_000)])
    await screen.findByRole('checkbox', { name: 'Select Product 2' })
    screen.getByRole('button', { name: 'Remove Product 2' }).focus()
    await userEvent.keyboard('{Enter}')

    const title = await screen.findByRole('heading', { name: 'Your cart is empty' })
    expect(screen.queryByText('No results.')).toBeNull()
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe(
      '/products',
    )
    await waitFor(() => expect(document.activeElement).toBe(title))
  })

  it('shows each variant of a product as its own line, with its label', async () => {
    const shirt = (id: number, label: string) =>
      line(7, 150_000, {
        id,
        name: 'Kemeja',
        variant: { id: id + 100, label, optionValues: label.split(' / ') },
      })
    renderCart([shirt(31, 'Merah / S'), shirt(32, 'Biru / XL')])
    await screen.findByRole('checkbox', { name: 'Select Kemeja (Merah / S)' })
    expect(screen.getByText('Merah / S')).toBeTruthy()
    expect(screen.getByText('Biru / XL')).toBeTruthy()
    // Each size is ticked on its own.
    await userEvent.click(checkbox('Select Kemeja (Merah / S)'))
    expect(checkbox('Select Kemeja (Merah / S)').getAttribute('aria-checked')).toBe('true')
    expect(checkbox('Select Kemeja (Biru / XL)').getAttribute('aria-checked')).toBe('false')
    expect(cartSelection.get()).toEqual([31])

    await userEvent.click(screen.getByRole('button', { name: 'Remove Kemeja (Biru / XL)' }))
    await waitFor(() => expect(screen.queryByText('Biru / XL')).toBeNull())
    expect(screen.getByText('Merah / S')).toBeTruthy()
  })
})
