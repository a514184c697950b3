import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TRACKING_NUMBER_MESSAGE } from '@pasar/shared'
import { describe, expect, it, vi } from 'vitest'
import { ShipDialog } from './ship-dialog.tsx'

function renderDialog() {
  const onSubmit = vi.fn<(trackingNumber: string) => void>()
  render(
    <ShipDialog
      open
      onOpenChange={() => {}}
      title="Ship order #12"
      description="Type the tracking number."
      pending={false}
      onSubmit={(trackingNumber) => onSubmit(trackingNumber)}
    />,
  )
  return onSubmit
}

describe('ShipDialog', () => {
  it('asks for a tracking number and sends nothing without one', async () => {
    const onSubmit = renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Ship order' }))
    expect(await screen.findByText(TRACKING_NUMBER_MESSAGE)).toBeDefined()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it.each(['AB1', 'JNE 12345', 'RESI#2026', 'X'.repeat(41)])(
    'refuses "%s" with the shared message',
    async (typed) => {
      const onSubmit = renderDialog()
      await userEvent.type(screen.getByLabelText('Tracking number'), typed)
      await userEvent.click(screen.getByRole('button', { name: 'Ship order' }))
      expect(await screen.findByText(TRACKING_NUMBER_MESSAGE)).toBeDefined()
      expect(screen.getByLabelText('Tracking number').getAttribute('aria-invalid')).toBe('true')
      expect(onSubmit).not.toHaveBeenCalled()
    },
  )

  it('sends the number trimmed and upper case', async () => {
    const onSubmit = renderDialog()
    await userEvent.type(screen.getByLabelText('Tracking number'), '  jne-0123456789 ')
    await userEvent.click(screen.getByRole('button', { name: 'Ship order' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('JNE-0123456789'))
    expect(screen.queryByText(TRACKING_NUMBER_MESSAGE)).toBeNull()
  })
})
