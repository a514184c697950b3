import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MobileNav } from './mobile-nav.tsx'

// The drawer's code cannot come (offline, or a deploy replaced the file).
vi.mock('./load-drawer.ts', () => ({
  loadDrawer: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}))
const toasts = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock('@/lib/toast.ts', () => ({ toast: toasts }))

describe('MobileNav', () => {
  it('says the menu could not load, and leaves it closed', async () => {
    render(<MobileNav />)
    const button = screen.getByRole('button', { name: 'Open menu' })
    await userEvent.click(button)
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Could not load. Check your connection and try again.',
      ),
    )
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
