import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/testing/render.tsx'
import type { PaymentOutcome } from './snap.ts'
import { usePayOrder } from './use-pay-order.ts'

const order = (status: string, token: string | null) => ({
  data: { id: 7, status, token, totalPrice: 15000, orderItems: [] },
})

/** A popup that ends as told and records the tokens it was opened with. */
function stubPopup(outcome: PaymentOutcome) {
  const tokens: string[] = []
  window.snap = {
    pay(token, callbacks) {
      tokens.push(token)
      const end = {
        success: callbacks.onSuccess,
        pending: callbacks.onPending,
        error: callbacks.onError,
        close: callbacks.onClose,
      }[outcome]
      end?.(undefined)
    },
  }
  return tokens
}

/** The server's answers to PATCH /api/v1/orders/7, in order; records each call. */
function stubServer(answers: unknown[]) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url}`)
    return new Response(JSON.stringify(answers.shift()), {
      headers: { 'content-type': 'application/json' },
    })
  })
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
  delete window.snap
})

describe('usePayOrder', () => {
  it('checkout: opens the popup with the new token, checks the payment, then shows the orders', async () => {
    const tokens = stubPopup('success')
    const calls = stubServer([order('PAID', null)])
    const { result, router } = setup()
    let outcome: PaymentOutcome | null = null
    await act(async () => {
      outcome = await result.current.pay(7, 'tok-new')
    })
    expect(outcome).toBe('success')
    expect(tokens).toEqual(['tok-new'])
    expect(calls).toEqual(['PATCH /api/v1/orders/7'])
    expect(router.state.location.pathname).toBe('/dashboard/orders')
  })

  it('orders: asks the server for a fresh token first, and shows the order when the popup fails', async () => {
    const tokens = stubPopup('error')
    const calls = stubServer([order('PENDING', 'tok-fresh'), order('PENDING', 'tok-fresh')])
    const { result, router } = setup()
    let outcome: PaymentOutcome | null = null
    await act(async () => {
      outcome = await result.current.pay(7)
    })
    expect(outcome).toBe('error')
    expect(tokens).toEqual(['tok-fresh'])
    expect(calls).toEqual(['PATCH /api/v1/orders/7', 'PATCH /api/v1/orders/7'])
    expect(router.state.location.pathname).toBe('/dashboard/orders/7')
  })

  it('does not open the popup for an order that can no longer be paid', async () => {
    const tokens = stubPopup('success')
    stubServer([order('EXPIRED', null)])
    const { result } = setup()
    let outcome: PaymentOutcome | null = 'success'
    await act(async () => {
      outcome = await result.current.pay(7)
    })
    expect(outcome).toBeNull()
    expect(tokens).toEqual([])
    expect(result.current.isPaying).toBe(false)
  })
})

/** The hook inside a router at /cart, as the checkout and orders screens use it. */
function setup() {
  const result: { current: ReturnType<typeof usePayOrder> } = { current: null as never }
  function Screen() {
    result.current = usePayOrder()
    return null
  }
  const router = renderRoutes([{ path: '*', element: <Screen /> }], '/cart')
  return { result, router }
}
