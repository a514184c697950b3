import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SubmitButton } from './submit-button.tsx'

function Form({ pending, onSubmit }: { pending: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <input aria-label="Name" />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save
      </SubmitButton>
    </form>
  )
}

describe('SubmitButton', () => {
  it('keeps focus while its form is sent, and sends nothing more until it is done', async () => {
    const onSubmit = vi.fn()
    const { rerender } = render(<Form pending={false} onSubmit={onSubmit} />)
    const save = screen.getByRole('button', { name: 'Save' })
    await userEvent.click(save)
    expect(onSubmit).toHaveBeenCalledTimes(1)

    rerender(<Form pending onSubmit={onSubmit} />)
    expect(document.activeElement).toBe(save)
    expect(save.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('status', { name: 'Saving…' })).toBeTruthy()
    await userEvent.click(save)
    await userEvent.type(screen.getByLabelText('Name'), 'Budi{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)

    rerender(<Form pending={false} onSubmit={onSubmit} />)
    await userEvent.click(save)
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })
})
