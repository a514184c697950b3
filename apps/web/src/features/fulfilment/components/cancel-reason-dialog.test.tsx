import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CancelReasonDialog } from './cancel-reason-dialog.tsx'

function renderDialog(onOpenChange: (open: boolean) => void = () => {}) {
  const onSubmit = vi.fn<(reason: string) => void>()
  render(
    <CancelReasonDialog
      open
      onOpenChange={onOpenChange}
      title="Cancel order #12?"
      description="The buyer is refunded Rp 150.000 (items and shipping)."
      pending={false}
      onSubmit={(reason) => onSubmit(reason)}
    />,
  )
  return onSubmit
}

describe('CancelReasonDialog', () => {
  it('says the buyer is refunded and asks for a reason of at least 5 characters', async () => {
    const onSubmit = renderDialog()
    expect(screen.getByText('The buyer is refunded Rp 150.000 (items and shipping).')).toBeDefined()
    await userEvent.type(screen.getByLabelText('Reason'), ' Nope ')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByText('Reason must contain at least 5 character(s)')).toBeDefined()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('refuses a reason longer than 500 characters and counts as the seller types', async () => {
    const onSubmit = renderDialog()
    const reason = screen.getByLabelText('Reason')
    await userEvent.click(reason)
    await userEvent.paste('x'.repeat(501))
    expect(screen.getByText('501/500 characters')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByText('Reason must contain at most 500 character(s)')).toBeDefined()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the reason trimmed, on several lines if typed so', async () => {
    const onSubmit = renderDialog()
    await userEvent.type(screen.getByLabelText('Reason'), '  Out of stock.{Enter}Sorry!  ')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Out of stock.\nSorry!'))
  })

  it("'Keep order' closes without canceling", async () => {
    const onOpenChange = vi.fn()
    const onSubmit = renderDialog(onOpenChange)
    await userEvent.click(screen.getByRole('button', { name: 'Keep order' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
