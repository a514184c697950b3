import type { Product } from '@pasar/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session.ts'
import { signInShopper } from '@/testing/session.ts'
import { buildProduct } from '@/testing/products.ts'
import { renderRoutes } from '@/testing/render.tsx'
import { WishlistButton } from './wishlist-button.tsx'

const product = (id: number) => buildProduct(id)

/** The server: GET answers `saved`, which a 204 PUT/DELETE changes; records every call. */
function stubServer(initial: Product[], writeStatus = 204) {
  let saved = [...initial]
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = `${init.method} ${new URL(url, 'http://x').pathname}`
    calls.push(call)
    if (init.method === 'GET') {
      return new Response(JSON.stringify({ data: saved }), {
        headers: { 'content-type': 'application/json' },
      })
    }
    if (writeStatus === 204) {
      const id = Number(call.split('/').at(-1))
      saved = saved.filter((p) => p.id !== id)
      if (init.method === 'PUT') saved.unshift(product(id))
      return new Response(null, { status: 204 })
    }
    return new Response(
      JSON.stringify({ message: 'Your wishlist can hold at most 500 products.' }),
      {
        status: writeStatus,
        headers: { 'content-type': 'application/json' },
      },
    )
  })
  return calls
}

function renderHearts(products: Product[]) {
  return renderRoutes(
    [
      {
        path: '/stores/toko',
        element: products.map((p) => <WishlistButton key={p.id} product={p} />),
      },
      { path: '/sign-in', element: <p>Sign in page</p> },
    ],
    '/stores/toko?sort=newest',
  )
}

afterEach(() => {
  session.clear()
  vi.unstubAllGlobals()
})

describe('WishlistButton', () => {
  it('sends a visitor to sign in, to come back to the same page', async () => {
    const calls = stubServer([])
    const router = renderHearts([product(1)])
    await userEvent.click(screen.getByRole('button', { name: 'Save to wishlist' }))
    expect(router.state.location.pathname).toBe('/sign-in')
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/stores/toko?sort=newest')}`,
    )
    expect(calls).toEqual([])
  })

  it('reads the saved list once for every heart and shows which are saved', async () => {
    signInShopper()
    const calls = stubServer([product(2)])
    renderHearts([product(1), product(2), product(3)])
    const saved = await screen.findByRole('button', { name: 'Remove from wishlist' })
    expect(saved.getAttribute('aria-pressed')).toBe('true')
    const unsaved = screen.getAllByRole('button', { name: 'Save to wishlist' })
    expect(unsaved.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false'])
    expect(calls).toEqual(['GET /api/v1/wishlist'])
  })

  it('fills the heart at once, then saves with PUT', async () => {
    signInShopper()
    const calls = stubServer([])
    renderHearts([product(1)])
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' })
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false))
    await userEvent.click(heart)
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'))
    expect(heart.getAttribute('aria-label')).toBe('Remove from wishlist')
    await waitFor(() => expect(calls).toContain('PUT /api/v1/wishlist/1'))
    // After the server's answer, the list is read again and agrees.
    await waitFor(() => expect(calls.filter((c) => c.startsWith('GET'))).toHaveLength(2))
    expect(heart.getAttribute('aria-pressed')).toBe('true')
  })

  it('empties the heart again when the save is refused', async () => {
    signInShopper()
    stubServer([], 409)
    renderHearts([product(1)])
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' })
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false))
    await userEvent.click(heart)
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'))
  })
})
