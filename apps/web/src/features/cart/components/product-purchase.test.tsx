import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { signInShopperForEachTest } from '@/testing/session.ts'
import { buildProduct } from '@/testing/products.ts'
import { renderRoutes } from '@/testing/render.tsx'
import type { PurchaseChoice } from '@/lib/product-variants.ts'
import { cartSelection } from '../hooks/cart-selection.ts'
import { ProductPurchase } from './product-purchase.tsx'

const product = buildProduct(7, { stock: 5 })

/**
 * The cart server: POST answers the line added, 55 (201), or the already-in-cart refusal; PATCH
 * answers the line changed, 44.
 */
function renderPurchase(added: boolean, choice?: PurchaseChoice) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${init?.body ?? ''}`)
    if (init?.method === 'POST' && !added)
      return Response.json({ message: 'Item already in cart.' }, { status: 409 })
    if (init?.method === 'POST') {
      // The line added: its variant, if one was chosen.
      const { variantId } = JSON.parse(String(init.body)) as { variantId?: number }
      const variant = variantId ? { id: variantId, label: 'Merah / L', optionValues: [] } : null
      return Response.json({ data: { id: 55, variant } }, { status: 201 })
    }
    if (init?.method === 'PATCH') return Response.json({ data: { id: 44, variant: null } })
    return Response.json({ data: { cartItems: [] } })
  })
  const router = renderRoutes(
    [
      {
        path: '/product/:uuid',
        element: <ProductPurchase product={product} ownStore={false} choice={choice} />,
      },
      { path: '*', element: null },
    ],
    `/product/${product.uuid}`,
  )
  return { router, calls }
}

signInShopperForEachTest(() => cartSelection.set([]))

describe('buying from the product page', () => {
  it('Add to cart selects the line just added, next to what was selected', async () => {
    cartSelection.set([3])
    const { router } = renderPurchase(true)
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(cartSelection.get()).toEqual([3, 55]))
    expect(router.state.location.pathname).toBe(`/product/${product.uuid}`)
  })

  it('Buy now adds the product, selects only its line and goes to checkout with it', async () => {
    cartSelection.set([3])
    const { router, calls } = renderPurchase(true)
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'))
    expect(router.state.location.search).toBe('?items=7&lines=55')
    expect(cartSelection.get()).toEqual([55])
    expect(calls).toContain(`POST ${JSON.stringify({ productId: 7, storeId: 1, quantity: 2 })}`)
  })

  it('Buy now of a product already in the cart sets its quantity, then goes to checkout', async () => {
    const { router, calls } = renderPurchase(false)
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(router.state.location.search).toBe('?items=7&lines=44'))
    expect(cartSelection.get()).toEqual([44])
    expect(calls).toContain(`PATCH ${JSON.stringify({ productId: 7, quantity: 2 })}`)
  })

  it('asks for the missing option instead of calling the server', async () => {
    const ask = vi.fn()
    const choice = { variantId: undefined, stock: 5, missing: 'Ukuran', ask }
    const { calls } = renderPurchase(true, choice)
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }))
    expect(ask).toHaveBeenCalledTimes(2)
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([])
  })

  it('adds the chosen variant, up to its own stock', async () => {
    const choice = { variantId: 108, stock: 1, missing: null, ask: vi.fn() }
    const { calls } = renderPurchase(true, choice)
    expect(screen.getByText('1 in stock')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    await waitFor(() =>
      expect(calls).toContain(
        `POST ${JSON.stringify({ productId: 7, variantId: 108, storeId: 1, quantity: 1 })}`,
      ),
    )
  })

  it('Buy now of a variant goes to checkout with its line alone', async () => {
    const choice = { variantId: 108, stock: 2, missing: null, ask: vi.fn() }
    const { router } = renderPurchase(true, choice)
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'))
    expect(router.state.location.search).toBe('?items=7&lines=55')
  })
})
