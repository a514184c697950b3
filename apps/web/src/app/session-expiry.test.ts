import { createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { expireSession } from './session-expiry.ts'

vi.mock('@/lib/toast.ts', () => ({ toast: { error: vi.fn() } }))

const routerAt = (url: string) =>
  createMemoryRouter([{ path: '*', element: null }], { initialEntries: [url] })

describe('an expired session', () => {
  it('sends the user to sign in, to come back to the page afterwards', async () => {
    const router = routerAt('/dashboard/orders?page=1')
    await expireSession(router)
    expect(router.state.location.pathname).toBe('/sign-in')
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard%2Forders%3Fpage%3D1')
  })

  it('keeps the page to come back to when a later call expires on the sign-in screen', async () => {
    const router = routerAt('/dashboard/orders?page=1')
    await expireSession(router)
    await expireSession(router)
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard%2Forders%3Fpage%3D1')
  })
})
