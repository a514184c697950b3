import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '@/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx'
import * as toasts from '@/lib/toast.ts'
import { MenuOnPress, type MenuPress } from './menu-on-press.tsx'

afterEach(() => vi.restoreAllMocks())

/** The loaded module's menu: it opens as it mounts, on the trigger it is given. */
function RowMenu({ trigger }: { trigger: ReactNode }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Edit product</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function renderRow(load: () => Promise<{ default: typeof RowMenu }>) {
  const Menu = lazy(load)
  const button = (press?: MenuPress) => (
    <Button aria-label="Actions for Kettle" {...press}>
      …
    </Button>
  )
  render(<MenuOnPress load={load} button={button} menu={<Menu trigger={button()} />} />)
  return screen.getByRole('button', { name: 'Actions for Kettle' })
}

describe('MenuOnPress', () => {
  it('loads the menu on the first press and opens it there; Escape gives focus back', async () => {
    const load = vi.fn(() => Promise.resolve({ default: RowMenu }))
    const button = renderRow(load)
    expect(load).not.toHaveBeenCalled()
    expect(screen.queryByRole('menu')).toBeNull()

    await userEvent.click(button)
    expect(await screen.findByRole('menuitem', { name: 'Edit product' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Kettle' }))

    // From then on it is the menu's own trigger.
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Kettle' }))
    expect(await screen.findByRole('menuitem', { name: 'Edit product' })).toBeTruthy()
  })

  it('starts the load as the pointer comes over the button', async () => {
    const load = vi.fn(() => Promise.resolve({ default: RowMenu }))
    await userEvent.hover(renderRow(load))
    expect(load).toHaveBeenCalled()
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('says the menu could not load, and keeps the button', async () => {
    const error = vi.spyOn(toasts.toast, 'error').mockImplementation(() => '')
    const button = renderRow(() => Promise.reject(new Error('Failed to fetch')))
    await userEvent.click(button)
    await vi.waitFor(() => expect(error).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Actions for Kettle' })).toBeTruthy()
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
