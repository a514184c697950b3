import type { Address } from '@pasar/shared'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type * as Addresses from '@/features/addresses/index.ts'
import { renderWithQueries } from '@/testing/render.tsx'
import { AddressSection } from './address-section.tsx'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// The form's code arrives, or does not (offline): the test decides (docs/decisions/0982).
const network = vi.hoisted(() => ({ down: false }))
vi.mock('@/features/addresses/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Addresses>()
  return {
    ...real,
    loadAddressDialog: () =>
      network.down ? Promise.reject(new Error('offline')) : real.loadAddressDialog(),
  }
})
const toasts = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock('@/lib/toast.ts', () => ({ toast: toasts }))

const emptyBook = {
  data: [] as Address[],
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  refetch: () => Promise.resolve(),
}

function renderSection() {
  renderWithQueries(<AddressSection book={emptyBook} address={null} onChoose={() => {}} />)
}

describe('AddressSection', () => {
  it("loads the address form on the first 'Add address' and opens it", async () => {
    network.down = false
    renderSection()
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add address' })
    expect(dialog).toBeTruthy()
    expect(screen.getByLabelText('Postal code')).toBeTruthy()
  })

  it('says the form could not load, and the page stays', async () => {
    network.down = true
    toasts.error.mockClear()
    renderSection()
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Could not load. Check your connection and try again.',
      ),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Add address' })).toBeTruthy()
  })
})
