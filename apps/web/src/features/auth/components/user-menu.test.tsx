import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { session } from '@/lib/session.ts'
import { renderRoutes } from '@/testing/render.tsx'
import { signInShopper } from '@/testing/session.ts'
import { initialsOf } from './user-avatar.tsx'
import { UserMenu } from './user-menu.tsx'

describe('initialsOf', () => {
  it('takes the first letters of the first two words, or one letter of a single word', () => {
    expect(initialsOf('Dewi Lestari Putri')).toBe('DL')
    expect(initialsOf('  budi  santoso ')).toBe('BS')
    expect(initialsOf('Sari')).toBe('S')
  })
})

describe('UserMenu', () => {
  it('offers Profile, Wishlist, Addresses, My Dashboard and Sign out with the right links', async () => {
    signInShopper({ email: 'dewi@example.com', username: 'dewi_lestari', name: 'Dewi Lestari' })
    renderRoutes([{ path: '/', element: <UserMenu /> }])
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Dewi Lestari' }))
    const profile = await screen.findByRole('menuitem', { name: 'Profile' })
    expect(profile.getAttribute('href')).toBe('/profile')
    const wishlist = screen.getByRole('menuitem', { name: 'Wishlist' })
    expect(wishlist.getAttribute('href')).toBe('/wishlist')
    const addresses = screen.getByRole('menuitem', { name: 'Addresses' })
    expect(addresses.getAttribute('href')).toBe('/profile/addresses')
    const dashboard = screen.getByRole('menuitem', { name: 'My Dashboard' })
    expect(dashboard.getAttribute('href')).toBe('/dashboard/stores')
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeDefined()
    expect(screen.getByText('dewi@example.com')).toBeDefined()
    session.clear()
  })
})
