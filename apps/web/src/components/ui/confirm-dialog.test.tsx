import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ConfirmDialogText } from './confirm-dialog-box.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'

/** The dialog with `text`, opened by a button named `trigger`; returns its `onConfirm`. */
function renderWithTrigger(trigger: string, text: Omit<ConfirmDialogText, 'onConfirm'>) {
  const onConfirm = vi.fn()
  render(
    <ConfirmDialog
      {...text}
      onConfirm={onConfirm}
      trigger={<button type="button">{trigger}</button>}
    />,
  )
  return onConfirm
}

describe('ConfirmDialog, whose box loads on the first opening', () => {
  it('opens from its trigger, confirms once, and gives focus back to the trigger', async () => {
    const onConfirm = renderWithTrigger('Delete store', {
      title: 'Delete this store?',
      description: 'Its products go with it.',
      confirmLabel: 'Delete',
    })
    const trigger = screen.getByRole('button', { name: 'Delete store' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('alertdialog')).toBeNull()

    await userEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this store?' })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))

    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(dialog.isConnected).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('opens when its owner says so, and tells the owner when Cancel closes it', async () => {
    const onConfirm = vi.fn()
    function Owner() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Order received
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Received your order?"
            description="The store is paid."
            onConfirm={onConfirm}
          />
        </>
      )
    }
    render(<Owner />)
    await userEvent.click(screen.getByRole('button', { name: 'Order received' }))
    await screen.findByRole('alertdialog', { name: 'Received your order?' })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))

    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(onConfirm).not.toHaveBeenCalled()
    const opener = screen.getByRole('button', { name: 'Order received' })
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('says what each button does when the action is itself a cancel', async () => {
    const onConfirm = renderWithTrigger('Cancel order', {
      description: 'Order #12 will be canceled.',
      cancelLabel: 'No',
      confirmLabel: 'Yes, cancel order',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('alertdialog')
    const buttons = [...dialog.querySelectorAll('button')].map((b) => b.textContent)
    // The one that keeps the order first, the one that cancels it last (first on a phone).
    expect(buttons).toEqual(['No', 'Yes, cancel order'])
    await userEvent.click(screen.getByRole('button', { name: 'No' }))
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
