import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import ReasonDialogBox from './reason-dialog-box.tsx'

function renderDialog(onConfirm: (text: string) => Promise<unknown>, label?: string) {
  const onOpenChange = vi.fn()
  render(
    <ReasonDialogBox
      open
      onOpenChange={onOpenChange}
      title="Suspend Budi?"
      description="Every session of this account ends now."
      label={label}
      confirmLabel="Suspend"
      onConfirm={onConfirm}
    />,
  )
  return { onOpenChange, field: screen.getByLabelText(label ?? 'Reason') }
}

describe('ReasonDialogBox', () => {
  it('checks nothing before the first submit, then refuses a short reason by its name, focused, and re-checks each change', async () => {
    const onConfirm = vi.fn(() => Promise.resolve())
    const { field } = renderDialog(onConfirm, 'Note')
    await userEvent.type(field, ' Ok ')
    expect(screen.queryByRole('alert')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Note must contain at least 5 character(s)',
    )
    expect(document.activeElement).toBe(field)
    expect(onConfirm).not.toHaveBeenCalled()

    await userEvent.type(field, 'Paid by hand')
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('sends the reason trimmed, then empties and closes', async () => {
    const onConfirm = vi.fn(() => Promise.resolve())
    const { field, onOpenChange } = renderDialog(onConfirm)
    await userEvent.type(field, '  Spam listings  ')
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }))
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(onConfirm).toHaveBeenCalledWith('Spam listings')
    expect((field as HTMLTextAreaElement).value).toBe('')
  })

  it("shows the server's refusal under the field and keeps the dialog open; the button stays focusable while busy", async () => {
    let refuse: (error: unknown) => void = () => {}
    const onConfirm = vi.fn(() => new Promise((_, reject) => (refuse = reject)))
    const { field, onOpenChange } = renderDialog(onConfirm)
    await userEvent.type(field, 'Spam listings')
    const button = screen.getByRole('button', { name: 'Suspend' })
    await userEvent.click(button)
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'))
    expect((button as HTMLButtonElement).disabled).toBe(false)

    refuse(new ApiError(409, 'Budi is an operator'))
    expect((await screen.findByRole('alert')).textContent).toBe('Budi is an operator')
    expect(document.activeElement).toBe(field)
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
