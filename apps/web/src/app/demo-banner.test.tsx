import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { queryKeys } from '@/lib/query-keys.ts'
import { renderWithQueries } from '@/testing/render.tsx'
import { DemoBanner } from './demo-banner.tsx'

function renderWith(localProviders: string[] | undefined) {
  const client = new QueryClient()
  client.setQueryData(queryKeys.config, {
    data: {
      payment: { provider: 'local', snapJsUrl: '/snap.js', clientKey: 'k' },
      google: { clientId: 'c' },
      localProviders,
    },
  })
  return renderWithQueries(<DemoBanner />, client)
}

describe('DemoBanner', () => {
  it('says Demo mode while a provider is a local stand-in', () => {
    renderWith(['payment', 'identity'])
    const banner = screen.getByRole('complementary', { name: 'Demo mode' })
    expect(banner.textContent).toBe('Demo mode — simulated payments, no real money.')
  })

  it('shows nothing when every provider is real, or the server does not say', () => {
    const { container, unmount } = renderWith([])
    expect(container.innerHTML).toBe('')
    unmount()
    expect(renderWith(undefined).container.innerHTML).toBe('')
  })
})
